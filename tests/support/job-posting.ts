/** The fields of a live, paid job posting of `center` by `owner` (expires in 30 days). */
export function livePostingFields(center: string, owner: string) {
  return {
    center,
    owner,
    title: 'Behavior Technician',
    description: 'Work one to one with children in our Duluth clinic.',
    requirements: 'RBT certification or willingness to earn it.',
    employment_type: 'full-time',
    location: 'Duluth, MN',
    remote_option: false,
    salary_range: '$21-$25 an hour',
    application_email: 'careers@example.org',
    status: 'active',
    payment_status: 'paid',
    expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString().replace('T', ' '),
  };
}
