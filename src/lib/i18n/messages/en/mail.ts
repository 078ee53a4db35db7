/**
 * English: the source of every language's 'mail' messages: what PocketBase mails a family in
 * the language they filled the intake in (pb_hooks/intake-mail.js), and an account holder in
 * the language they signed up or asked in (pb_hooks/account-emails.js), through the hooks
 * bundle.
 */
export default {
  family: {
    subject: 'Your autism center matches',
    hello: 'Hello {name}, thank you for your request.',
    matches: 'These centers match your answers, best first:',
    partial: 'No center matches everything you asked for yet. These come closest:',
    none: 'No center matches your answers yet. We will be in touch to help you.',
    sharedWith: 'As you allowed, we sent your request to: {centers}.',
    follow: 'Follow your request on this private page (keep the link to yourself):',
    statusLink: 'Your request status',
  },
  opening: {
    subject: '{center} is now accepting new clients',
    hello: 'Hello {name},',
    body: '{center} in {city}, one of your matches, had a waitlist and now accepts new clients.',
    optOut: 'You asked to hear about openings. You can turn this off on your status page:',
    statusLink: 'Your request status',
  },
  account: {
    hello: 'Hello,',
    thanks: 'Thanks, the {site} team',
    verification: {
      subject: 'Verify your {site} email',
      body: 'Thank you for joining {site}. Open the link below to verify your e-mail address.',
      link: 'Verify my e-mail address',
      ignore: 'If you did not just create an account, you can ignore this message.',
    },
    reset: {
      subject: 'Reset your {site} password',
      body: 'Open the link below to choose a new password.',
      link: 'Choose a new password',
      ignore: 'If you did not ask to reset your password, you can ignore this message.',
    },
    taken: {
      subject: 'Someone tried to create an account with your e-mail address',
      body: 'Someone, perhaps you, tried to create a new account with this e-mail address. You already have an account, so no new one was made.',
      signIn:
        "If it was you, sign in instead. If you forgot your password, choose 'Forgot password?' on the sign-in page to set a new one.",
      link: 'Sign in',
      ignore:
        'If it was not you, you can ignore this message: nothing about your account has changed.',
    },
  },
} as const;
