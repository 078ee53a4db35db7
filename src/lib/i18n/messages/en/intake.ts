/** English: the source of every language's 'intake' messages (the wizard, its results and status page). */
export default {
  page: {
    title: 'Find Support',
    description:
      "Answer five short steps and get a ranked list of Minnesota autism centers that serve your child's age, take your insurance and have room.",
    heading: 'Get Matched with Centers',
    intro:
      "Tell us what your family needs. We rank the centers that serve your child's age group and take your insurance, and, if you allow it, send your request to the ones that manage their listing here. A private link then shows which centers have seen it, so you need not call around every week.",
    noscriptBefore: 'This form needs JavaScript. Without it, you can browse the',
    noscriptLink: 'directory of centers',
    noscriptAfter: 'and contact them directly.',
  },
  statusPage: {
    title: 'Your Request Status',
    description: 'Where your request to Minnesota autism centers stands.',
    heading: 'Your Request Status',
    intro:
      'This page is private to you: anyone with its link can see it, so keep the link to yourself.',
  },
  steps: {
    personal: 'Personal Information',
    location: 'Location Preferences',
    preferences: 'Center Preferences',
    insurance: 'Insurance Information',
    permissions: 'Permissions',
  },
  progress: {
    step: 'Step {step} of {total}',
    complete: '{percent}% complete',
    label: 'Form progress',
    value: 'Step {step} of {total}, {percent}% complete',
  },
  fields: {
    name: 'Full name',
    phone: 'Phone',
    email: 'Email',
    cities: 'Preferred cities (choose one or more)',
    languages: 'Preferred languages',
    otherLanguage: 'Please specify the other language',
    serviceLocation: 'Where should services happen?',
    ageGroup: 'Age group',
    centerSize: 'Center size',
    startDate: 'Desired start date',
    startDateHint: 'Today or later.',
    insuranceProvider: 'Insurance provider or funding',
    insurancePlan: 'Insurance plan name or ID',
    allowContact: 'Share my request with the matched centers so they can contact me',
    allowInformationUse: 'I agree that the information I give may be used to match me with centers',
    optional: '(optional)',
    honeypot: 'Website (leave empty)',
  },
  choices: {
    serviceLocations: {
      residence: 'At my residence',
      center: 'At the center',
      school: 'At school',
    },
    centerSizes: {
      small: 'Small (1-25 clients)',
      medium: 'Medium (26-75 clients)',
      large: 'Large (76-150 clients)',
      'very-large': 'Very Large (150+ clients)',
      'no-preference': 'No preference',
    },
    otherInsurance: 'Other',
    noInsurance: 'No Insurance',
    otherLanguage: 'Other',
  },
  buttons: {
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit Form',
    submitting: 'Submitting...',
    startOver: 'Start a New Request',
  },
  toasts: {
    sentTitle: 'Form submitted successfully!',
    sent: "We'll be in touch soon to help you find the right center.",
    failedTitle: 'Error submitting form',
    failed: 'Please try again later.',
  },
  /**
   * The wizard's rule texts (intake-schema.ts) and the server's, keyed by the English text
   * the shared rules write (translateText): English keeps them as the spec words them.
   */
  errors: {
    'Please complete all required fields': 'Please complete all required fields',
    'All fields in this step are required to continue.':
      'All fields in this step are required to continue.',
    'All fields are required to submit.': 'All fields are required to submit.',
    'Full name must be at least 2 characters': 'Full name must be at least 2 characters',
    'Please enter a valid phone number': 'Please enter a valid phone number',
    'Please enter a valid email address': 'Please enter a valid email address',
    'Choose at least one city': 'Choose at least one city',
    'Choose where services should happen': 'Choose where services should happen',
    'Choose an age group': 'Choose an age group',
    'Choose a center size': 'Choose a center size',
    'Choose a desired start date': 'Choose a desired start date',
    'The desired start date cannot be in the past': 'The desired start date cannot be in the past',
    'Choose an insurance provider': 'Choose an insurance provider',
    'Please agree so we can match you with centers':
      'Please agree so we can match you with centers',
    'At most 100 characters': 'At most 100 characters',
    'At most 200 characters': 'At most 200 characters',
    'The form language must be one of en, es, so or hmn.':
      'The form language must be one of en, es, so or hmn.',
    'This field is not accepted.': 'This field is not accepted.',
  },
  results: {
    heading: 'Your matches',
    matchesOne:
      "{count} center serves your child's age group and takes your insurance. Best match first:",
    matchesOther:
      "{count} centers serve your child's age group and take your insurance. Best match first:",
    partial:
      'No center matches everything you asked for yet. These come closest; each says what it does not match.',
    none: "No center matches your answers yet. We'll be in touch to help you find the right center.",
    sentToCenter: 'Your request was sent to this center.',
    nextHeading: 'What happens next',
    sharedWith:
      'As you allowed, we sent your request to {centers}. They contact you by phone or e-mail; you can also call them yourself from their pages.',
    notShared: 'Call or e-mail the centers above from their pages; we will also be in touch.',
    follow: 'Follow your request',
    followRest:
      'on its private page: it shows whether each center has seen and answered your request. We also e-mailed you the link; keep it to yourself.',
    why: 'Why {name} matches',
    goodToKnow: 'Good to know about {name}',
  },
  openings: {
    label: 'E-mail me when one of my matches with a waitlist starts accepting new clients',
    on: 'We will e-mail you when a center opens up.',
    off: 'Opening e-mails are off.',
    failed: 'Could not save this setting. Please try again later.',
  },
  status: {
    loading: 'Loading your request…',
    invalid: 'This status link is not valid.',
    invalidHelp: 'Check that you copied the whole link from your e-mail, or',
    invalidLink: 'send a new request',
    error: 'Could not load your request. Please try again later.',
    sentOn: 'Sent on {date}.',
    centersHeading: 'Centers matched with your request',
    none: "No center matched your request yet. We'll be in touch to help you find the right center.",
    openingsHeading: 'Openings',
    partial: 'A partial match: your request was not sent. Contact the center directly.',
    unclaimed: 'Not sent: this center does not manage its listing here yet. Contact it directly.',
    notShared: 'Not sent, as you chose. Contact the center directly.',
    responded: 'Responded on {date}.',
    viewed: 'Viewed on {date}; no response yet.',
    sent: 'Sent; not viewed yet.',
  },
} as const;
