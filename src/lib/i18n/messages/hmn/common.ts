import type { Messages } from '../../types.ts';

export default {
  siteName: 'Phau Ntawv Teev Cov Chaw Pab Autism hauv Minnesota',
  siteDescription:
    'Nrhiav cov chaw pab txog autism thoob plaws Minnesota raws li lub nroog, kev pab, hnub nyoog, kev pov hwm thiab hom lus, thiab tiv tauj lawv ncaj qha.',
  socialImageAlt:
    'Phau Ntawv Teev Cov Chaw Pab Autism hauv Minnesota: nrhiav lub chaw pab autism uas haum rau koj hauv Minnesota',
  skipToContent: 'Hla mus rau cov ntsiab lus tseem ceeb',
  skipToNavigation: 'Hla mus rau cov txuas tseem ceeb',
  nav: {
    home: 'Nplooj tsev',
    centers: 'Cov chaw pab',
    browseCenters: 'Saib cov chaw pab',
    careers: 'Haujlwm',
    findACenter: 'Nrhiav ib lub chaw pab',
    findSupport: 'Nrhiav kev pab',
    claimListing: 'Thov koj lub chaw pab',
    pricing: 'Tus nqi',
    faq: 'Cov lus nug ntau',
    accessibility: 'Kev siv tau yooj yim',
    privacyPolicy: 'Txoj cai tiv thaiv ntaub ntawv ntiag tug',
    termsOfUse: 'Cov cai siv',
    openData: 'Cov ntaub ntawv qhib',
    directoryData: 'Cov ntaub ntawv ntawm phau ntawv teev (HSDS JSON)',
  },
  header: {
    mainLabel: 'Tseem ceeb',
    signIn: 'Nkag mus',
    getStarted: 'Pib',
    dashboard: 'Koj nplooj tswj',
    admin: 'Tus thawj tswj',
    signOut: 'Tawm',
    menu: 'Cov ntawv qhia',
    closeMenu: 'Kaw cov ntawv qhia',
    greeting: 'Nyob zoo, {name}',
  },
  footer: {
    label: 'Hauv qab nplooj ntawv',
    questions:
      'Muaj lus nug los yog yuav kho dab tsi? Sau ntawv rau {email} los yog siv daim ntawv.',
    contactUs: 'Tiv tauj peb',
    adminPanel: 'Nplooj tswj ntawm tus thawj tswj',
    rights: '© {year} {site}. Tag nrho cov cai yog peb li.',
    poweredBy: 'Siv PocketBase thiab Astro ua.',
  },
  language: {
    label: 'Hom lus',
  },
  translation: {
    notice: 'Phau ntawv teev no tau txhais nplooj ntawv no; thawj daim yog lus Askiv.',
    report: 'Qhia peb txog kev txhais lus tsis raug',
    mailSubject: 'Kev txhais lus tsis raug',
  },
  toast: {
    dismiss: 'Kaw daim ntawv ceeb toom',
  },
  accessibility: {
    button: 'Kev siv tau yooj yim',
    title: 'Kev xaiv rau kev siv tau yooj yim',
    highContrast: 'Xim sib txawv heev',
    reducedMotion: 'Txo kev txav',
    on: 'Qhib',
    off: 'Kaw',
    textSize: 'Qhov loj ntawm cov ntawv',
    normal: 'Ib txwm',
    large: 'Loj',
    extraLarge: 'Loj heev',
  },
  terms: {
    title: 'Cov cai thiab cov xwm txheej',
    summary:
      'Lub vev xaib no yog ib phau ntawv teev thiab qhov chaw txuas rau kev pab txog autism hauv Minnesota. Nws tsis muab tswv yim kho mob, tsis kuaj mob los yog qhia kev kho mob, thiab tsis txhawb ib lub chaw pab twg. Cov ntaub ntawv los ntawm cov chaw pab thiab tej zaum yuav hloov; thov nrog lub chaw pab lees paub cov ntsiab lus ncaj qha.',
    readOur: 'Thov nyeem peb {terms} thiab {privacy}.',
    termsLink: 'Cov cai siv (qhib rau hauv ib lub tab tshiab)',
    privacyLink: 'Txoj cai tiv thaiv ntaub ntawv ntiag tug (qhib rau hauv ib lub tab tshiab)',
    agree:
      'Kuv tau nyeem thiab pom zoo rau Cov cai siv thiab Txoj cai tiv thaiv ntaub ntawv ntiag tug',
    decline: 'Tsis pom zoo',
    accept: 'Pom zoo thiab mus ntxiv',
  },
} satisfies Messages<'common'>;
