import { type IntakeAnswers, type IntakeDraft } from '../../../src/features/intake/intake-draft.ts';
import { minnesotaToday } from '../../../src/features/intake/minnesota-date.ts';

/**
 * An intake answered up to its last step (Permissions, agreed), as the wizard keeps it on this
 * device: put it in localStorage under DRAFT_STORAGE_KEY and /intake opens on step 5.
 */
export function answeredIntake(answers: Partial<IntakeAnswers> = {}): IntakeDraft {
  const start = new Date(Date.parse(`${minnesotaToday()}T12:00:00Z`) + 30 * 86_400_000);
  return {
    step: 4,
    answers: {
      name: 'Drew Draft',
      phone: '6515550133',
      email: `drew-${String(Date.now())}@example.org`,
      preferred_locations: ['Minneapolis'],
      language_preference: ['English'],
      other_language: '',
      service_location: 'center',
      age_group: 'preschool',
      center_size: 'no-preference',
      desired_start_date: start.toISOString().slice(0, 10),
      insurance_provider: 'medica',
      insurance_plan: '',
      allow_contact: false,
      allow_information_use: true,
      ...answers,
    },
  };
}
