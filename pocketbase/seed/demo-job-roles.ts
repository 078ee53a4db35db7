/**
 * The jobs demo centers post: the roles an autism clinic actually hires for, with pay
 * ranges in line with Twin Cities postings.
 */

export type EmploymentType = 'full-time' | 'part-time' | 'contract' | 'temporary';

/** A kind of job the demo centers hire for. */
export interface JobRole {
  title: string;
  pay: string;
  types: readonly EmploymentType[];
  remote: boolean;
  duty: string;
  needs: string;
}

/** Titles with typical Minnesota pay, duties and requirements. */
export const JOB_ROLES: readonly JobRole[] = [
  {
    title: 'Behavior Technician',
    pay: '$20–$26/hour',
    types: ['part-time', 'full-time'],
    remote: false,
    duty: 'deliver one-to-one ABA sessions under a BCBA’s supervision',
    needs: 'High school diploma; 40-hour RBT training provided; reliable transportation.',
  },
  {
    title: 'Registered Behavior Technician',
    pay: '$22–$28/hour',
    types: ['full-time'],
    remote: false,
    duty: 'run treatment plans and collect session data in clinic and home settings',
    needs: 'Active RBT credential; six months of ABA experience preferred.',
  },
  {
    title: 'Board Certified Behavior Analyst',
    pay: '$72,000–$92,000/year',
    types: ['full-time'],
    remote: false,
    duty: 'write and supervise treatment plans for a caseload of eight to ten learners',
    needs:
      'BCBA certification; Minnesota QSP eligibility; master’s degree in ABA or related field.',
  },
  {
    title: 'Speech-Language Pathologist',
    pay: '$78,000–$98,000/year',
    types: ['full-time', 'part-time'],
    remote: false,
    duty: 'provide speech and AAC therapy alongside the ABA team',
    needs: 'CCC-SLP and Minnesota license; experience with AAC devices a plus.',
  },
  {
    title: 'Occupational Therapist',
    pay: '$74,000–$94,000/year',
    types: ['full-time'],
    remote: false,
    duty: 'lead sensory and fine-motor sessions and coach parents on home routines',
    needs: 'OTR/L and Minnesota license; pediatric experience preferred.',
  },
  {
    title: 'Intake Coordinator',
    pay: '$21–$26/hour',
    types: ['full-time'],
    remote: true,
    duty: 'guide new families from first call through insurance checks to the first session',
    needs: 'Two years in a front-office or healthcare role; calm, clear phone manner.',
  },
  {
    title: 'Level III EIDBI Provider',
    pay: '$19–$24/hour',
    types: ['part-time', 'full-time'],
    remote: false,
    duty: 'support children in sessions and help with social skills groups',
    needs: 'Meets Minnesota EIDBI Level III requirements; CPR certification within 90 days.',
  },
  {
    title: 'Clinical Supervisor (QSP)',
    pay: '$64,000–$80,000/year',
    types: ['full-time'],
    remote: false,
    duty: 'supervise Level I–III providers and review individual treatment plans',
    needs: 'Qualified Supervising Professional status under Minnesota EIDBI rules.',
  },
  {
    title: 'Billing Specialist',
    pay: '$22–$27/hour',
    types: ['contract', 'part-time'],
    remote: true,
    duty: 'handle Medical Assistance and commercial claims for the clinic',
    needs: 'Medical billing experience; familiarity with MN-ITS preferred.',
  },
  {
    title: 'Music Therapist',
    pay: '$28–$35/hour',
    types: ['part-time', 'contract'],
    remote: false,
    duty: 'run small-group and individual music therapy sessions',
    needs: 'MT-BC credential; experience with autistic children or teens.',
  },
  {
    title: 'Summer Program Assistant',
    pay: '$17–$20/hour',
    types: ['temporary'],
    remote: false,
    duty: 'help run the summer social skills day program',
    needs: 'Age 18 or older; experience with children (camp, school or childcare).',
  },
  {
    title: 'Front Desk Coordinator',
    pay: '$18–$22/hour',
    types: ['part-time'],
    remote: false,
    duty: 'welcome families, manage schedules and keep the waiting area calm',
    needs: 'Friendly and organised; scheduling software experience helpful.',
  },
];
