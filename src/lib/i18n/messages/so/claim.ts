import type { Messages } from '../../types.ts';

export default {
  page: {
    title: 'Sheego bogga xaruntaada',
    description:
      'Ku sheego bogga xaruntaada koodhka gelitaanka, kadibna macluumaadkeeda u cusboonaysii qoysaska.',
    heading: 'Sheego bogga xaruntaada',
    intro:
      'Xaruntaadu waxay horeba ugu jiri kartaa hagaha. Ku sheego koodhka gelitaanka ee la socday bogga, oo cusboonaysii saacadaha, caymisyada, da’da la adeego iyo boosaska bannaan.',
  },
  step: 'Tallaabada {step} ee 2',
  code: {
    heading: 'Xaqiiji koodhkaaga gelitaanka',
    intro: 'Koodhka gelitaanku waa lambarka 8-da god ah ee la socday boggaaga.',
    label: 'Koodhka gelitaanka',
    centerName: 'Magaca xarunta (ikhtiyaari)',
    centerNameHint: 'Qayb ka mid ah magaca ayaa ku filan.',
    verify: 'Xaqiiji koodhka',
    checking: 'Waa la hubinayaa...',
  },
  account: {
    heading: 'Sheego {center}',
    signedIn: 'Waxaad ku gashay {email}; boggu wuxuu tegayaa akoonkan.',
    signInOrUp: 'Gal akoonkaaga, ama mid samee, si aad u sheegato boggan.',
    group: 'Akoonka',
    signIn: 'Gal',
    createAccount: 'Samee akoon',
    fullName: 'Magaca oo buuxa',
    email: 'Iimaylka',
    password: 'Furaha sirta ah',
    confirmPassword: 'Xaqiiji furaha sirta ah',
    claim: 'Sheego bogga',
    signInAndClaim: 'Gal oo sheego',
    createAndClaim: 'Samee akoon oo sheego',
    claiming: 'Waa la sheeganayaa...',
    otherCode: 'Isticmaal koodh gelitaan oo kale',
    done: '{center} hadda waa taada. Waxaan kuu geynaynaa guddigaaga...',
  },
  toasts: {
    codeRequiredTitle: 'Koodhka gelitaanka ayaa loo baahan yahay',
    codeRequired: 'Fadlan qor koodhkaaga gelitaanka.',
    invalidTitle: 'Koodhka gelitaanku ma saxna',
    invalid: 'Koodhkan gelitaanku ma saxna ama xarunta horeba waa la sheegtay.',
    validationTitle: 'Khalad xaqiijin',
    validationFailed: 'Koodhka gelitaanka lama xaqiijin karin. Fadlan mar kale isku day.',
    mismatchTitle: 'Furayaasha sirta ah isma waafaqaan',
    authTitle: 'Khalad gelitaan',
    errorTitle: 'Khalad',
    unconfirmed: 'Sheegashadu si sax ah uma dhammaan karin. Fadlan hubi guddigaaga.',
    successTitle: 'Guul',
    success: '{center} hadda waa taada. Waxaan kuu geynaynaa guddigaaga...',
    failedTitle: 'Sheegashadu way guuldareysatay',
    failed: 'Xaruntan waxaa laga yaabaa in horeba la sheegtay. Fadlan hubi koodhkaaga gelitaanka.',
  },
  errors: {
    'Please enter the access code for your listing.': 'Fadlan qor koodhka gelitaanka ee boggaaga.',
    'Please enter an access code.': 'Fadlan qor koodh gelitaan.',
    'No center found with that access code. Please check and try again.':
      'Lama helin xarun leh koodhkaas gelitaanka. Fadlan hubi oo mar kale isku day.',
    'Too many incorrect access codes. Please wait 15 minutes and try again.':
      'Koodhad gelitaan oo khaldan ayaa aad u badan. Fadlan sug 15 daqiiqo oo mar kale isku day.',
  },
} satisfies Messages<'claim'>;
