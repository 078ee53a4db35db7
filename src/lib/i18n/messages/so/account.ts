import type { Messages } from '../../types.ts';

export default {
  errors: {
    'Please enter a valid email address': 'Fadlan geli iimayl sax ah',
    'Please enter your password': 'Fadlan geli erayga sirta ah',
    'Passwords do not match. Please check and try again.':
      'Erayada sirta ahi isma laha. Fadlan hubi oo mar kale isku day.',
    'Password must be at least 8 characters.':
      'Erayga sirta ahi waa inuu ahaadaa ugu yaraan 8 xaraf.',
    'Password must be at most 71 characters.': 'Erayga sirta ahi waa inuusan ka badnaan 71 xaraf.',
    'Password is too long. Letters with accents, letters of other alphabets, symbols and emoji take up more room than plain letters and digits: please use a shorter password.':
      'Erayga sirta ahi aad buu u dheer yahay. Xarfaha leh calaamadaha, xarfaha alifbeetooyinka kale, astaamaha iyo emoji-gu waxay qaataan meel ka badan xarfaha iyo lambarada caadiga ah: fadlan isticmaal eray sir ah oo ka gaaban.',
    'Password cannot be only spaces.': 'Erayga sirta ahi ma noqon karo meelo bannaan oo keliya.',
    'This password is too common and easy to guess. Please choose another one.':
      'Erayga sirta ahi aad buu u caam yahay oo way fududahay in la qiyaaso. Fadlan dooro mid kale.',
    'An unexpected error occurred. Please try again.':
      'Khalad aan la filayn ayaa dhacay. Fadlan mar kale isku day.',
    'We could not reach the server. Check your connection and try again; nothing was changed.':
      'Ma aannu gaari karin adeegaha. Hubi xiriirkaaga oo mar kale isku day; waxba lama beddelin.',
    'Failed to authenticate.': 'Iimaylka ama erayga sirta ahi sax ma aha.',
  },
} satisfies Messages<'account'>;
