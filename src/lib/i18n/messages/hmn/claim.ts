import type { Messages } from '../../types.ts';

export default {
  page: {
    title: 'Thov koj lub chaw nplooj ntawv',
    description:
      'Siv tus lej nkag los thov koj lub chaw nplooj ntawv, ces hloov nws cov ntaub ntawv kom tshiab rau cov tsev neeg.',
    heading: 'Thov koj lub chaw nplooj ntawv',
    intro:
      'Tej zaum koj lub chaw twb muaj nyob hauv cov npe lawm. Siv tus lej nkag uas tuaj nrog nplooj ntawv los thov, thiab hloov nws cov sij hawm qhib, daim ntawv pov hwm, hnub nyoog uas pab thiab chaw khoob kom tshiab.',
  },
  step: 'Kauj ruam {step} ntawm 2',
  code: {
    heading: 'Kuaj koj tus lej nkag',
    intro: 'Tus lej nkag yog tus lej 8 tus uas tuaj nrog koj nplooj ntawv.',
    label: 'Tus lej nkag',
    centerName: 'Lub chaw lub npe (tsis yuam)',
    centerNameHint: 'Sau ib feem ntawm lub npe los txaus.',
    verify: 'Kuaj tus lej',
    checking: 'Tab tom kuaj...',
  },
  account: {
    heading: 'Thov {center}',
    signedIn: 'Koj nkag siv {email}; nplooj ntawv yuav mus rau tus account no.',
    signInOrUp: 'Nkag rau koj tus account, lossis tsim ib tus, los thov nplooj ntawv no.',
    group: 'Account',
    signIn: 'Nkag',
    createAccount: 'Tsim account',
    fullName: 'Npe tag nrho',
    email: 'Email',
    password: 'Lo lus zais',
    confirmPassword: 'Sau lo lus zais dua',
    claim: 'Thov nplooj ntawv',
    signInAndClaim: 'Nkag thiab thov',
    createAndClaim: 'Tsim account thiab thov',
    claiming: 'Tab tom thov...',
    otherCode: 'Siv lwm tus lej nkag',
    done: '{center} yog koj li lawm. Tab tom coj koj mus rau koj lub dashboard...',
  },
  toasts: {
    codeRequiredTitle: 'Yuav tsum muaj tus lej nkag',
    codeRequired: 'Thov sau koj tus lej nkag.',
    invalidTitle: 'Tus lej nkag siv tsis tau',
    invalid: 'Tus lej nkag no siv tsis tau lossis lub chaw twb muaj neeg thov lawm.',
    validationTitle: 'Kuaj tsis tau',
    validationFailed: 'Kuaj tsis tau tus lej nkag. Thov rov sim dua.',
    mismatchTitle: 'Lo lus zais tsis zoo ib yam',
    authTitle: 'Nkag tsis tau',
    errorTitle: 'Muaj teeb meem',
    unconfirmed: 'Tej zaum kev thov tsis tau tiav zoo. Thov saib koj lub dashboard.',
    successTitle: 'Tiav lawm',
    success: '{center} yog koj li lawm. Tab tom coj koj mus rau koj lub dashboard...',
    failedTitle: 'Thov tsis tau',
    failed: 'Tej zaum lub chaw no twb muaj neeg thov lawm. Thov saib koj tus lej nkag dua.',
  },
  errors: {
    'Please enter the access code for your listing.':
      'Thov sau tus lej nkag ntawm koj nplooj ntawv.',
    'Please enter an access code.': 'Thov sau ib tus lej nkag.',
    'No center found with that access code. Please check and try again.':
      'Tsis pom lub chaw twg muaj tus lej nkag ntawd. Thov saib dua thiab rov sim.',
    'Too many incorrect access codes. Please wait 15 minutes and try again.':
      'Sau tus lej nkag tsis raug ntau zaus dhau lawm. Thov tos 15 feeb thiab rov sim dua.',
  },
} satisfies Messages<'claim'>;
