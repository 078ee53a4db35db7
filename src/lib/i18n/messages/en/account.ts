/**
 * The account forms' messages (sign-in, sign-up, claiming with an account), keyed by the exact
 * English text the shared rules and PocketBase write: one table for every form that makes or
 * uses an account.
 */
export default {
  errors: {
    'Please enter a valid email address': 'Please enter a valid email address',
    'Please enter your password': 'Please enter your password',
    'Passwords do not match. Please check and try again.':
      'Passwords do not match. Please check and try again.',
    'Password must be at least 8 characters.': 'Password must be at least 8 characters.',
    'Password must be at most 71 characters.': 'Password must be at most 71 characters.',
    'Password is too long. Letters with accents, letters of other alphabets, symbols and emoji take up more room than plain letters and digits: please use a shorter password.':
      'Password is too long. Letters with accents, letters of other alphabets, symbols and emoji take up more room than plain letters and digits: please use a shorter password.',
    'Password cannot be only spaces.': 'Password cannot be only spaces.',
    'This password is too common and easy to guess. Please choose another one.':
      'This password is too common and easy to guess. Please choose another one.',
    'An unexpected error occurred. Please try again.':
      'An unexpected error occurred. Please try again.',
    'We could not reach the server. Check your connection and try again; nothing was changed.':
      'We could not reach the server. Check your connection and try again; nothing was changed.',
    'Failed to authenticate.': 'Failed to authenticate.',
  },
} as const;
