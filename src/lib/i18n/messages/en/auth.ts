/** English: the source of every language's 'auth' messages. */
export default {
  pages: {
    signIn: 'Sign In',
    signInDescription: 'Sign in or create an account to list, claim and manage your autism center.',
    verification: 'Email Verification',
    verificationDescription: 'Confirm the email address of your account.',
    reset: 'Reset Password',
    resetDescription: 'Choose a new password for your account.',
  },
  signIn: {
    signIn: 'Sign In',
    createAccount: 'Create Account',
    claim: 'Claim {center}',
    yourCenter: 'your center',
    claimIntro: 'Sign in or create an account, and the listing is yours with its access code.',
    intro: 'Center owners sign in to list, claim and manage their centers.',
    signedInAs: 'You are signed in as {email}.',
    continueDashboard: 'Continue to your dashboard',
    continueAdmin: 'Continue to your admin panel',
    account: 'Account',
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    accessCode: 'Access code',
    accessCodeHint: 'The 8-digit code that came with your listing.',
    wait: 'Please wait...',
    forgot: 'Forgot your password?',
    haveCode: 'Have an access code for a listing?',
    claimListing: 'Claim your listing',
    createdTitle: 'Account created!',
    createdText: 'We sent you an email: open its link to verify your address.',
    signUpFailed: 'Signup Failed',
    signInFailed: 'Login Failed',
  },
  forgot: {
    heading: 'Reset your password',
    intro: "Enter your account's email and we will send you a link to choose a new password.",
    send: 'Send Reset Link',
    sending: 'Sending...',
    sent: 'If an account exists for {email}, we sent it a link to reset the password.',
    failed: 'Reset Link Not Sent',
    back: 'Back to Sign In',
  },
  reset: {
    heading: 'Choose a new password',
    password: 'New password',
    confirm: 'Confirm new password',
    save: 'Set New Password',
    saving: 'Saving...',
    expired: 'The link may have expired:',
    askAgain: 'ask for a new one',
  },
  verify: {
    heading: 'Email verification',
    working: 'Verifying your email address...',
    verified: 'Your email address is verified. Taking you to your dashboard...',
    failed:
      'This verification link is invalid or has expired. Sign in and ask for a new one from your dashboard, or',
    signIn: 'go to Sign In',
  },
  getStarted: {
    heading: 'Get Started Today',
    text: 'Tell us what your family needs and we will match you with centers, or list your own center so families can find it.',
    findCenter: 'Find a Center',
    listCenter: 'List Your Center',
    browse: 'Browse Centers',
    welcome: 'Welcome back',
    userText:
      'Keep your listings up to date so families know what you offer and when you have room.',
    adminText: 'Review new listings, keep center information accurate and manage accounts.',
    dashboard: 'Go to Dashboard',
    admin: 'Go to Admin Panel',
  },
  /**
   * What the forms' shared rules and PocketBase write, by their exact English text (the
   * server's field names too, as account.ts puts them before a field's problem).
   */
  errors: {
    'Failed to create record.': 'Failed to create record.',
    'Value must be unique.': 'Value must be unique.',
    'Must be a valid email address.': 'Must be a valid email address.',
    'Cannot be blank.': 'Cannot be blank.',
    'Invalid or expired token.': 'Invalid or expired token.',
    'Invalid or expired password reset token.': 'Invalid or expired password reset token.',
    'Too Many Requests.': 'Too Many Requests.',
    'Something went wrong while processing your request.':
      'Something went wrong while processing your request.',
    Email: 'Email',
    Password: 'Password',
    'Password confirmation': 'Password confirmation',
    'Full name': 'Full name',
    Link: 'Link',
  },
  /** 'Too many failed sign-ins…' (password-rule.ts), with the wait in minutes. */
  tooManySignIns: {
    one: 'Too many failed sign-ins. Please wait {count} minute before trying again, or reset your password.',
    other:
      'Too many failed sign-ins. Please wait {count} minutes before trying again, or reset your password.',
  },
} as const;
