/**
 * English: the source of every language's 'mail' messages: what PocketBase mails a family in
 * the language they filled the intake in (pb_hooks/intake-mail.js through the hooks bundle).
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
} as const;
