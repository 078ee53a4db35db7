/** English: the source of every language's 'claim' messages (/claim-listing). */
export default {
  page: {
    title: 'Claim Your Listing',
    description:
      "Claim your center's listing with its access code, then keep its information current for families.",
    heading: 'Claim Your Listing',
    intro:
      'Your center may already be in the directory. Claim it with the access code that came with the listing, and keep its hours, insurance, ages served and openings up to date.',
  },
  step: 'Step {step} of 2',
  code: {
    heading: 'Verify your access code',
    intro: 'The access code is the 8-digit number that came with your listing.',
    label: 'Access code',
    centerName: 'Center name (optional)',
    centerNameHint: 'Part of the name is enough.',
    verify: 'Verify Code',
    checking: 'Checking...',
  },
  account: {
    heading: 'Claim {center}',
    signedIn: 'You are signed in as {email}; the listing goes to this account.',
    signInOrUp: 'Sign in to your account, or create one, to claim this listing.',
    group: 'Account',
    signIn: 'Sign In',
    createAccount: 'Create Account',
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    claim: 'Claim Listing',
    signInAndClaim: 'Sign In and Claim',
    createAndClaim: 'Create Account and Claim',
    claiming: 'Claiming...',
    otherCode: 'Use a different access code',
    done: '{center} is yours. Taking you to your dashboard...',
  },
  toasts: {
    codeRequiredTitle: 'Access Code Required',
    codeRequired: 'Please enter your access code.',
    invalidTitle: 'Invalid Access Code',
    invalid: 'This access code is not valid or the center has already been claimed.',
    validationTitle: 'Validation Error',
    validationFailed: 'Failed to validate access code. Please try again.',
    mismatchTitle: 'Password Mismatch',
    authTitle: 'Authentication Error',
    errorTitle: 'Error',
    unconfirmed: 'Claim process may not have completed correctly. Please check your dashboard.',
    successTitle: 'Success',
    success: '{center} is now yours. Taking you to your dashboard...',
    failedTitle: 'Claim Failed',
    failed: 'This center may have been claimed already. Please check your access code.',
  },
  /**
   * The forms' rule texts (claim-listing-schema.ts, the password rule) and the account
   * server's usual answers, keyed by the English text (translateText).
   */
  errors: {
    'Please enter the access code for your listing.':
      'Please enter the access code for your listing.',
    'Please enter an access code.': 'Please enter an access code.',
    'No center found with that access code. Please check and try again.':
      'No center found with that access code. Please check and try again.',
    'Too many incorrect access codes. Please wait 15 minutes and try again.':
      'Too many incorrect access codes. Please wait 15 minutes and try again.',
  },
} as const;
