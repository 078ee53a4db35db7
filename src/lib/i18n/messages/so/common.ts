import type { Messages } from '../../types.ts';

export default {
  siteName: 'Hagaha Xarumaha Otiisamka ee Minnesota',
  siteDescription:
    'Ka hel xarumaha adeegyada otiisamka ee Minnesota oo dhan adigoo raadinaya magaalo, adeeg, da’, caymis iyo luqad, kadibna si toos ah ula xiriir.',
  socialImageAlt:
    'Hagaha Xarumaha Otiisamka ee Minnesota: hel xarunta otiisamka ee kugu habboon gudaha Minnesota',
  skipToContent: 'U bood qaybta ugu muhiimsan',
  skipToNavigation: 'U bood liiska ugu muhiimsan',
  nav: {
    home: 'Bogga hore',
    centers: 'Xarumaha',
    browseCenters: 'Eeg xarumaha',
    careers: 'Shaqooyin',
    findACenter: 'Hel xarun',
    findSupport: 'Hel taageero',
    claimListing: 'Sheegso bogga xaruntaada',
    pricing: 'Qiimaha',
    faq: 'Su’aalaha inta badan la isweydiiyo',
    accessibility: 'Helitaanka',
    privacyPolicy: 'Siyaasadda asturnaanta',
    termsOfUse: 'Shuruudaha isticmaalka',
    openData: 'Xog furan',
    directoryData: 'Xogta hagaha (HSDS JSON)',
  },
  header: {
    mainLabel: 'Ugu muhiimsan',
    signIn: 'Gal',
    getStarted: 'Bilow',
    dashboard: 'Guddiga',
    admin: 'Maamulka',
    signOut: 'Ka bax',
    menu: 'Liiska',
    closeMenu: 'Xir liiska',
    greeting: 'Salaan, {name}',
  },
  footer: {
    label: 'Cagta bogga',
    questions: 'Su’aalo ama sixitaan? U qor {email} ama isticmaal foomka.',
    contactUs: 'Nala soo xiriir',
    adminPanel: 'Guddiga maamulka',
    rights: '© {year} {site}. Xuquuqda oo dhan way dhowran tahay.',
    poweredBy: 'Waxaa ku shaqeeya PocketBase iyo Astro.',
  },
  language: {
    label: 'Luqadda',
  },
  translation: {
    notice:
      'Hagaha ayaa turjumay boggan; xarumaha ma aysan qorin. Bogga Ingiriisiga ah ayaa ah kan asalka ah.',
    report: 'Noo sheeg qalad turjumaad',
    mailSubject: 'Qalad turjumaad',
  },
  toast: {
    dismiss: 'Xir ogeysiiska',
  },
  accessibility: {
    button: 'Helitaanka',
    title: 'Doorashooyinka helitaanka',
    highContrast: 'Kala duwanaansho sare',
    reducedMotion: 'Dhaqdhaqaaq yar',
    on: 'Daaran',
    off: 'Dansan',
    textSize: 'Cabbirka qoraalka',
    normal: 'Caadi',
    large: 'Weyn',
    extraLarge: 'Aad u weyn',
  },
  terms: {
    title: 'Shuruudaha iyo xaaladaha',
    summary:
      'Boggan waa hage iyo meel lagu xiriiro oo loogu talagalay adeegyada otiisamka ee Minnesota. Ma bixiyo talo caafimaad, ma ogaado xanuun, mana ku talo bixiyo daaweyn, mana taageero xarun gaar ah. Macluumaadku wuxuu ka yimaadaa xarumaha wuuna isbeddeli karaa; fadlan si toos ah xarunta ula xaqiiji faahfaahinta.',
    readOur: 'Fadlan akhri {terms} iyo {privacy}.',
    termsLink: 'Shuruudaha isticmaalka (waxay ka furmaysaa tab cusub)',
    privacyLink: 'Siyaasadda asturnaanta (waxay ka furmaysaa tab cusub)',
    agree: 'Waan akhriyay oo waan aqbalay Shuruudaha isticmaalka iyo Siyaasadda asturnaanta',
    decline: 'Diid',
    accept: 'Aqbal oo sii wad',
  },
} satisfies Messages<'common'>;
