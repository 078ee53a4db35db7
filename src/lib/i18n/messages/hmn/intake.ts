import type { Messages } from '../../types.ts';

export default {
  page: {
    title: 'Nrhiav kev pab',
    description:
      'Teb tsib kauj ruam luv luv thiab tau ib daim ntawv teev cov chaw kho autism hauv Minnesota uas pab tau koj tus me nyuam lub hnub nyoog, txais koj daim ntawv pov hwm thiab tseem muaj chaw.',
    heading: 'Nrhiav cov chaw uas haum rau koj',
    intro:
      'Qhia peb seb koj tsev neeg xav tau dab tsi. Peb muab cov chaw uas pab koj tus me nyuam pawg hnub nyoog thiab txais koj daim ntawv pov hwm los teev raws li qhov haum tshaj plaws, thiab yog koj tso cai, peb xa koj daim ntawv thov mus rau cov chaw uas tswj lawv nplooj ntawv ntawm no. Tom qab ntawd, ib txoj kab txuas ntiag tug qhia rau koj tias lub chaw twg twb pom lawm, koj thiaj tsis tas hu txhua lub chaw txhua lub lim tiam.',
    noscriptBefore: 'Daim ntawv no xav tau JavaScript. Yog tsis muaj, koj tseem saib tau',
    noscriptLink: 'cov npe chaw kho mob',
    noscriptAfter: 'thiab hu ncaj qha rau lawv.',
  },
  statusPage: {
    title: 'Koj daim ntawv thov nyob qhov twg lawm',
    description: 'Koj daim ntawv thov rau cov chaw kho autism hauv Minnesota nyob qhov twg lawm.',
    heading: 'Koj daim ntawv thov nyob qhov twg lawm',
    intro:
      'Nplooj ntawv no yog koj tus kheej li: leej twg muaj txoj kab txuas los saib tau, yog li tsis txhob muab txoj kab txuas rau lwm tus.',
  },
  steps: {
    personal: 'Koj cov ntaub ntawv',
    location: 'Qhov chaw koj xav tau',
    preferences: 'Lub chaw koj xav tau',
    insurance: 'Ntaub ntawv pov hwm',
    permissions: 'Kev tso cai',
  },
  progress: {
    step: 'Kauj ruam {step} ntawm {total}',
    complete: 'Ua tiav {percent}%',
    label: 'Daim ntawv ua tiav li cas lawm',
    value: 'Kauj ruam {step} ntawm {total}, ua tiav {percent}%',
  },
  fields: {
    name: 'Npe tag nrho',
    phone: 'Xov tooj',
    email: 'Email',
    cities: 'Cov nroog koj xav tau (xaiv ib lossis ntau lub)',
    languages: 'Cov lus koj xav hais',
    otherLanguage: 'Thov sau lwm yam lus',
    serviceLocation: 'Koj xav kom pab nyob qhov twg?',
    ageGroup: 'Pawg hnub nyoog',
    centerSize: 'Lub chaw loj npaum li cas',
    startDate: 'Hnub koj xav pib',
    startDateHint: 'Hnub no lossis tom qab.',
    insuranceProvider: 'Daim ntawv pov hwm lossis kev them nqi',
    insurancePlan: 'Lub npe lossis tus lej ntawm daim ntawv pov hwm',
    allowContact: 'Xa kuv daim ntawv thov rau cov chaw uas haum kom lawv tiv tauj tau kuv',
    allowInformationUse:
      'Kuv pom zoo kom siv cov ntaub ntawv kuv muab los nrhiav cov chaw uas haum rau kuv',
    optional: '(tsis yuam)',
    honeypot: 'Website (tsis txhob sau dab tsi)',
  },
  choices: {
    serviceLocations: {
      residence: 'Hauv kuv tsev',
      center: 'Hauv lub chaw',
      school: 'Hauv tsev kawm ntawv',
    },
    centerSizes: {
      small: 'Me (1-25 tus neeg)',
      medium: 'Nruab nrab (26-75 tus neeg)',
      large: 'Loj (76-150 tus neeg)',
      'very-large': 'Loj heev (ntau tshaj 150 tus neeg)',
      'no-preference': 'Lub twg los tau',
    },
    otherInsurance: 'Lwm yam',
    noInsurance: 'Tsis muaj daim ntawv pov hwm',
    otherLanguage: 'Lwm yam',
  },
  buttons: {
    previous: 'Rov qab',
    next: 'Mus ntxiv',
    submit: 'Xa daim ntawv',
    submitting: 'Tab tom xa...',
    startOver: 'Pib ib daim ntawv thov tshiab',
  },
  toasts: {
    sentTitle: 'Xa daim ntawv tiav lawm!',
    sent: 'Peb yuav tiv tauj koj sai sai no los pab koj nrhiav lub chaw uas haum.',
    failedTitle: 'Xa tsis tau daim ntawv',
    failed: 'Thov rov sim dua tom qab.',
  },
  errors: {
    'Please complete all required fields': 'Thov sau txhua qhov uas yuav tsum sau',
    'All fields in this step are required to continue.':
      'Yuav tsum sau txhua qhov hauv kauj ruam no mam mus ntxiv tau.',
    'All fields are required to submit.': 'Yuav tsum sau txhua qhov mam xa tau.',
    'Full name must be at least 2 characters':
      'Npe tag nrho yuav tsum muaj tsawg kawg 2 tus niam ntawv',
    'Please enter a valid phone number': 'Thov sau ib tus xov tooj uas siv tau',
    'Please enter a valid email address': 'Thov sau ib qho email uas siv tau',
    'Choose at least one city': 'Xaiv tsawg kawg ib lub nroog',
    'Choose where services should happen': 'Xaiv qhov chaw koj xav kom pab',
    'Choose an age group': 'Xaiv ib pawg hnub nyoog',
    'Choose a center size': 'Xaiv seb lub chaw loj npaum li cas',
    'Choose a desired start date': 'Xaiv hnub koj xav pib',
    'The desired start date cannot be in the past':
      'Hnub koj xav pib yuav tsum tsis yog hnub dhau lawm',
    'Choose an insurance provider': 'Xaiv daim ntawv pov hwm lossis kev them nqi',
    'Please agree so we can match you with centers':
      'Thov pom zoo kom peb thiaj nrhiav tau cov chaw uas haum rau koj',
    'At most 100 characters': 'Tsis pub ntau tshaj 100 tus niam ntawv',
    'At most 200 characters': 'Tsis pub ntau tshaj 200 tus niam ntawv',
    'The form language must be one of en, es, so or hmn.':
      'Hom lus ntawm daim ntawv yuav tsum yog en, es, so lossis hmn.',
    'This field is not accepted.': 'Tsis txais qhov no.',
  },
  results: {
    heading: 'Cov chaw uas haum rau koj',
    matchesOne:
      '{count} lub chaw pab tau koj tus me nyuam pawg hnub nyoog thiab txais koj daim ntawv pov hwm. Lub haum tshaj plaws nyob ua ntej:',
    matchesOther:
      '{count} lub chaw pab tau koj tus me nyuam pawg hnub nyoog thiab txais koj daim ntawv pov hwm. Cov haum tshaj plaws nyob ua ntej:',
    partial:
      'Tseem tsis tau muaj lub chaw twg haum txhua yam koj thov. Cov no ze tshaj plaws; txhua lub qhia tias nws tsis haum qhov twg.',
    none: 'Tseem tsis tau muaj lub chaw twg haum koj cov lus teb. Peb yuav tiv tauj koj los pab koj nrhiav lub chaw uas haum.',
    sentToCenter: 'Koj daim ntawv thov tau xa mus rau lub chaw no lawm.',
    nextHeading: 'Yuav ua li cas ntxiv',
    sharedWith:
      'Raws li koj tso cai, peb tau xa koj daim ntawv thov mus rau {centers}. Lawv yuav hu xov tooj lossis xa email rau koj; koj kuj hu tau lawv ntawm lawv nplooj ntawv.',
    notShared:
      'Hu lossis xa email rau cov chaw saum toj no ntawm lawv nplooj ntawv; peb kuj yuav tiv tauj koj thiab.',
    follow: 'Saib koj daim ntawv thov',
    followRest:
      'ntawm nws nplooj ntawv ntiag tug: nws qhia tias txhua lub chaw twb pom thiab teb koj daim ntawv thov lawm los tsis tau. Peb kuj xa txoj kab txuas rau koj hauv email lawm; tsis txhob muab rau lwm tus.',
    why: 'Vim li cas {name} thiaj haum',
    goodToKnow: 'Yam yuav tsum paub txog {name}',
  },
  openings: {
    label:
      'Xa email rau kuv thaum ib lub chaw uas muaj daim ntawv teev npe tos pib txais cov neeg tshiab',
    on: 'Peb yuav xa email rau koj thaum muaj ib lub chaw muaj chaw khoob.',
    off: 'Tsis xa email txog chaw khoob lawm.',
    failed: 'Khaws tsis tau qhov no. Thov rov sim dua tom qab.',
  },
  status: {
    loading: 'Tab tom qhib koj daim ntawv thov…',
    invalid: 'Txoj kab txuas no siv tsis tau.',
    invalidHelp: 'Saib seb koj puas tau luam tag nrho txoj kab txuas hauv koj email, lossis',
    invalidLink: 'xa ib daim ntawv thov tshiab',
    error: 'Qhib tsis tau koj daim ntawv thov. Thov rov sim dua tom qab.',
    sentOn: 'Xa rau {date}.',
    centersHeading: 'Cov chaw uas haum koj daim ntawv thov',
    none: 'Tseem tsis tau muaj lub chaw twg haum koj daim ntawv thov. Peb yuav tiv tauj koj los pab koj nrhiav lub chaw uas haum.',
    openingsHeading: 'Chaw khoob',
    partial: 'Haum ib nrab xwb: tsis tau xa koj daim ntawv thov. Hu ncaj qha rau lub chaw.',
    unclaimed:
      'Tsis tau xa: lub chaw no tseem tsis tau tswj nws nplooj ntawv ntawm no. Hu ncaj qha rau lawv.',
    notShared: 'Tsis tau xa, raws li koj xaiv. Hu ncaj qha rau lub chaw.',
    responded: 'Teb rau {date}.',
    viewed: 'Pom rau {date}; tseem tsis tau teb.',
    sent: 'Xa lawm; tseem tsis tau pom.',
  },
} satisfies Messages<'intake'>;
