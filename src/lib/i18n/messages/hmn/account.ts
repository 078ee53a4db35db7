import type { Messages } from '../../types.ts';

export default {
  errors: {
    'Please enter a valid email address': 'Thov sau ib qho email uas siv tau',
    'Please enter your password': 'Thov sau koj lo lus zais',
    'Passwords do not match. Please check and try again.':
      'Ob lo lus zais tsis zoo ib yam. Thov kuaj xyuas thiab sim dua.',
    'Password must be at least 8 characters.': 'Lo lus zais yuav tsum muaj tsawg kawg 8 tus ntawv.',
    'Password must be at most 71 characters.':
      'Lo lus zais yuav tsum tsis pub ntau tshaj 71 tus ntawv.',
    'Password is too long. Letters with accents, letters of other alphabets, symbols and emoji take up more room than plain letters and digits: please use a shorter password.':
      'Lo lus zais ntev dhau lawm. Cov ntawv uas muaj cim, cov ntawv ntawm lwm hom ntawv, cov cim thiab emoji siv chaw ntau dua li cov ntawv thiab cov lej ib txwm: thov siv ib lo lus zais luv dua.',
    'Password cannot be only spaces.':
      'Lo lus zais yuav tsum tsis yog tsuas yog qhov chaw khoob xwb.',
    'This password is too common and easy to guess. Please choose another one.':
      'Lo lus zais no siv ntau dhau thiab yooj yim twv. Thov xaiv lwm tus.',
    'An unexpected error occurred. Please try again.':
      'Muaj ib qho teeb meem tsis tau xav txog. Thov sim dua.',
    'We could not reach the server. Check your connection and try again; nothing was changed.':
      'Peb txuas tsis tau rau lub server. Kuaj xyuas koj qhov kev txuas internet thiab sim dua; tsis muaj dab tsi hloov li.',
    'Failed to authenticate.': 'Qhov email los sis lo lus zais tsis raug.',
  },
} satisfies Messages<'account'>;
