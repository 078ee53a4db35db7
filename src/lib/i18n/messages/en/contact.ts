/** English: the source of every language's 'contact' messages (the Contact Us dialog). */
export default {
  title: 'Contact Us',
  intro: 'Send the site team a message. We reply by e-mail or phone.',
  fields: {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    businessName: 'Business name (optional)',
    message: 'Message',
  },
  cancel: 'Cancel',
  send: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message sent!',
  sent: "Thank you for your message. We'll get back to you soon.",
  failedTitle: 'Error',
  failed: 'Failed to send message. Please try again.',
  /** The form's rule texts (contact-schema.ts), keyed by the English text (translateText). */
  errors: {
    'Full name must be at least 2 characters': 'Full name must be at least 2 characters',
    'Please enter a valid email address': 'Please enter a valid email address',
    'Please enter a valid phone number': 'Please enter a valid phone number',
    'Message must be at least 10 characters': 'Message must be at least 10 characters',
    'This text is too long': 'This text is too long',
  },
} as const;
