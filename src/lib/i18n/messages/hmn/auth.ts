import type { Messages } from '../../types.ts';

export default {
  pages: {
    signIn: 'Nkag Mus',
    signInDescription:
      'Nkag mus los sis tsim ib tug account los tshaj tawm, thov thiab tswj koj lub chaw autism.',
    verification: 'Kev Txheeb Email',
    verificationDescription: 'Lees paub koj tus account qhov email.',
    reset: 'Hloov Lo Lus Zais',
    resetDescription: 'Xaiv ib lo lus zais tshiab rau koj tus account.',
  },
  signIn: {
    signIn: 'Nkag Mus',
    createAccount: 'Tsim Account',
    claim: 'Thov {center}',
    yourCenter: 'koj lub chaw',
    claimIntro:
      'Nkag mus los sis tsim ib tug account, ces daim ntawv teev npe yuav yog koj li nrog nws tus code nkag.',
    intro: 'Cov tswv chaw nkag mus los tshaj tawm, thov thiab tswj lawv cov chaw.',
    signedInAs: 'Koj nkag mus ua {email}.',
    continueDashboard: 'Mus rau koj nplooj tswj (lus Askiv)',
    continueAdmin: 'Mus rau koj nplooj admin (lus Askiv)',
    account: 'Account',
    fullName: 'Npe tag nrho',
    email: 'Email',
    password: 'Lo lus zais',
    passwordHint: 'Tsawg kawg 8 tus ntawv.',
    accessCode: 'Code nkag',
    accessCodeHint: 'Tus code 8 tus lej uas tuaj nrog koj daim ntawv teev npe.',
    wait: 'Thov tos...',
    forgot: 'Koj puas tsis nco koj lo lus zais?',
    haveCode: 'Koj puas muaj ib tug code nkag rau ib daim ntawv teev npe?',
    claimListing: 'Thov koj daim ntawv teev npe',
    createdTitle: 'Tsim tau account lawm!',
    createdText: 'Peb xa ib tsab email rau koj: qhib nws qhov link los lees paub koj qhov email.',
    signUpFailed: 'Tsim Account Tsis Tau',
    signInFailed: 'Nkag Mus Tsis Tau',
  },
  forgot: {
    heading: 'Hloov koj lo lus zais',
    intro:
      'Sau koj tus account qhov email thiab peb yuav xa ib qho link rau koj los xaiv ib lo lus zais tshiab.',
    send: 'Xa Qhov Link',
    sending: 'Tab tom xa...',
    sent: 'Yog muaj ib tug account rau {email}, peb twb xa ib qho link los hloov lo lus zais rau nws lawm.',
    failed: 'Xa Tsis Tau Qhov Link',
    back: 'Rov Qab Mus Nkag',
  },
  reset: {
    heading: 'Xaiv ib lo lus zais tshiab',
    password: 'Lo lus zais tshiab',
    confirm: 'Lees paub lo lus zais tshiab',
    save: 'Khaws Lo Lus Zais Tshiab',
    saving: 'Tab tom khaws...',
    expired: 'Tej zaum qhov link twb tas sijhawm lawm:',
    askAgain: 'thov ib qho tshiab',
  },
  verify: {
    heading: 'Kev txheeb email',
    working: 'Tab tom txheeb koj qhov email...',
    verified: 'Koj qhov email raug lees paub lawm. Tab tom coj koj mus rau koj nplooj tswj...',
    failed:
      'Qhov link txheeb no siv tsis tau los sis twb tas sijhawm lawm. Nkag mus thiab thov ib qho tshiab ntawm koj nplooj tswj, los sis',
    signIn: 'mus Nkag',
  },
  getStarted: {
    heading: 'Pib Hnub No',
    text: 'Qhia peb seb koj tsev neeg xav tau dab tsi thiab peb yuav nrhiav cov chaw uas haum rau koj, los sis tshaj tawm koj lub chaw kom cov tsev neeg nrhiav tau.',
    findCenter: 'Nrhiav Ib Lub Chaw',
    listCenter: 'Tshaj Tawm Koj Lub Chaw',
    browse: 'Saib Cov Chaw',
    welcome: 'Zoo siab txais tos koj rov qab los',
    userText:
      'Hloov koj cov ntaub ntawv kom tshiab tas li kom cov tsev neeg paub tias koj muaj kev pab dab tsi thiab thaum twg koj muaj chaw.',
    adminText:
      'Saib cov ntawv tshaj tawm tshiab, kho cov ntaub ntawv ntawm cov chaw kom raug thiab tswj cov account.',
    dashboard: 'Mus Rau Nplooj Tswj (lus Askiv)',
    admin: 'Mus Rau Nplooj Admin (lus Askiv)',
  },
  errors: {
    'Failed to create record.': 'Tsim tsis tau tus account.',
    'Value must be unique.': 'Twb muaj neeg siv lawm.',
    'Must be a valid email address.': 'Yuav tsum yog ib qho email uas siv tau.',
    'Cannot be blank.': 'Yuav tsum tsis txhob tso khoob.',
    'Invalid or expired token.': 'Qhov link siv tsis tau los sis twb tas sijhawm lawm.',
    'Invalid or expired password reset token.':
      'Qhov link hloov lo lus zais siv tsis tau los sis twb tas sijhawm lawm.',
    'Too Many Requests.': 'Sim ntau zaus dhau lawm. Thov tos ib pliag thiab sim dua.',
    'Something went wrong while processing your request.':
      'Muaj teeb meem thaum ua koj qhov kev thov.',
    Email: 'Email',
    Password: 'Lo lus zais',
    'Password confirmation': 'Lees paub lo lus zais',
    'Full name': 'Npe tag nrho',
    Link: 'Link',
  },
  tooManySignIns: {
    one: 'Nkag tsis tau ntau zaus dhau lawm. Thov tos {count} feeb ua ntej sim dua, los sis hloov koj lo lus zais.',
    other:
      'Nkag tsis tau ntau zaus dhau lawm. Thov tos {count} feeb ua ntej sim dua, los sis hloov koj lo lus zais.',
  },
} satisfies Messages<'auth'>;
