import type { Messages } from '../../types.ts';

export default {
  pages: {
    signIn: 'Soo gal',
    signInDescription:
      'Soo gal ama samee akoon si aad u diiwaangeliso, u sheegato oo u maamusho xaruntaada otiisamka.',
    verification: 'Xaqiijinta iimaylka',
    verificationDescription: 'Xaqiiji cinwaanka iimaylka akoonkaaga.',
    reset: 'Dib u deji erayga sirta ah',
    resetDescription: 'U dooro akoonkaaga eray sir ah oo cusub.',
  },
  signIn: {
    signIn: 'Soo gal',
    createAccount: 'Samee akoon',
    claim: 'Sheegasho {center}',
    yourCenter: 'xaruntaada',
    claimIntro:
      'Soo gal ama samee akoon, liiskuna wuxuu noqonayaa kaaga adigoo isticmaalaya koodhkiisa gelitaanka.',
    intro:
      'Milkiilayaasha xarumuhu waxay soo galaan si ay u diiwaangeliyaan, u sheegtaan oo u maamulaan xarumahooda.',
    signedInAs: 'Waxaad u soo gashay sida {email}.',
    continueDashboard: 'U gudub boggaaga maamulka (Ingiriisi)',
    continueAdmin: 'U gudub guddiga maamulka (Ingiriisi)',
    account: 'Akoon',
    fullName: 'Magaca oo buuxa',
    email: 'Iimayl',
    password: 'Erayga sirta ah',
    passwordHint: 'Ugu yaraan 8 xaraf.',
    accessCode: 'Koodhka gelitaanka',
    accessCodeHint: 'Koodhka 8-da lambar ah ee la socday liiskaaga.',
    wait: 'Fadlan sug...',
    forgot: 'Ma ilowday erayga sirta ah?',
    haveCode: 'Ma haysaa koodh gelitaan oo liis ah?',
    claimListing: 'Sheegasho liiskaaga',
    createdTitle: 'Akoonka waa la sameeyay!',
    createdText: 'Waxaan kuu dirnay iimayl: fur xiriirkiisa si aad u xaqiijiso cinwaankaaga.',
    signUpFailed: 'Akoonka lama samayn karin',
    signInFailed: 'Soo gelitaanku wuu fashilmay',
  },
  forgot: {
    heading: 'Dib u deji erayga sirta ah',
    intro:
      'Geli iimaylka akoonkaaga, waxaanan kuu soo diraynaa xiriir aad ku doorato eray sir ah oo cusub.',
    send: 'Dir xiriirka',
    sending: 'Waa la dirayaa...',
    sent: 'Haddii akoon u jiro {email}, waxaan u dirnay xiriir lagu dib u dejiyo erayga sirta ah.',
    failed: 'Xiriirka lama dirin',
    back: 'Ku noqo Soo gal',
  },
  reset: {
    heading: 'Dooro eray sir ah oo cusub',
    password: 'Erayga sirta ah ee cusub',
    confirm: 'Xaqiiji erayga sirta ah ee cusub',
    save: 'Kaydi erayga sirta ah ee cusub',
    saving: 'Waa la kaydinayaa...',
    expired: 'Xiriirku waxaa laga yaabaa inuu dhacay:',
    askAgain: 'codso mid cusub',
  },
  verify: {
    heading: 'Xaqiijinta iimaylka',
    working: 'Iimaylkaaga waa la xaqiijinayaa...',
    verified: 'Iimaylkaaga waa la xaqiijiyay. Waxaan kuu geynaynaa boggaaga maamulka...',
    failed:
      'Xiriirkan xaqiijinta ma shaqaynayo ama wuu dhacay. Soo gal oo ka codso mid cusub boggaaga maamulka, ama',
    signIn: 'aad Soo gal',
  },
  getStarted: {
    heading: 'Maanta bilow',
    text: 'Noo sheeg waxa qoyskaagu u baahan yahay, waxaanan kugu xiraynaa xarumo ku habboon, ama diiwaangeli xaruntaada si qoysasku u helaan.',
    findCenter: 'Hel xarun',
    listCenter: 'Diiwaangeli xaruntaada',
    browse: 'Eeg xarumaha',
    welcome: 'Ku soo dhawoow mar kale',
    userText:
      'Liisaskaaga ha ahaadaan kuwo cusub si qoysasku u ogaadaan waxaad bixiso iyo goorta aad boos leedahay.',
    adminText: 'Dib u eeg liisaska cusub, sax ka dhig macluumaadka xarumaha oo maamul akoonnada.',
    dashboard: 'Tag boggaaga maamulka (Ingiriisi)',
    admin: 'Tag guddiga maamulka (Ingiriisi)',
  },
  errors: {
    'Failed to create record.': 'Akoonka lama samayn karin.',
    'Value must be unique.': 'Horay ayaa loo isticmaalay.',
    'Must be a valid email address.': 'Waa inuu ahaadaa iimayl sax ah.',
    'Cannot be blank.': 'Ma bannaanaan karo.',
    'Invalid or expired token.': 'Xiriirku ma shaqaynayo ama wuu dhacay.',
    'Invalid or expired password reset token.':
      'Xiriirka dib u dejinta erayga sirta ahi ma shaqaynayo ama wuu dhacay.',
    'Too Many Requests.': 'Isku day aad u badan. Wax yar sug oo mar kale isku day.',
    'Something went wrong while processing your request.':
      'Wax ayaa khaldamay markii codsigaaga la fulinayay.',
    Email: 'Iimayl',
    Password: 'Erayga sirta ah',
    'Password confirmation': 'Xaqiijinta erayga sirta ah',
    'Full name': 'Magaca oo buuxa',
    Link: 'Xiriirka',
  },
  tooManySignIns: {
    one: 'Isku day fashilmay oo aad u badan. Fadlan sug {count} daqiiqo ka hor intaadan mar kale isku dayin, ama dib u deji erayga sirta ah.',
    other:
      'Isku day fashilmay oo aad u badan. Fadlan sug {count} daqiiqo ka hor intaadan mar kale isku dayin, ama dib u deji erayga sirta ah.',
  },
} satisfies Messages<'auth'>;
