import type { Messages } from '../../types.ts';

export default {
  careers: {
    title: 'Haujlwm',
    description:
      '{count} txoj haujlwm qhib ntawm cov chaw pab cuam autism thoob plaws Minnesota: cov neeg pab txog tus cwj pwm, cov kws kho, BCBA thiab lwm yam.',
    pageTitle: 'Haujlwm, nplooj {page} ntawm {count}',
    pageDescription:
      'Cov haujlwm qhib ntawm cov chaw pab cuam autism hauv Minnesota, nplooj {page}.',
    heading: 'Haujlwm ntawm Cov Chaw Autism hauv Minnesota',
    intro:
      'Cov neeg pab txog tus cwj pwm, cov kws kho, BCBA thiab lwm yam: nrhiav ib txoj haujlwm ntawm ib lub chaw ze koj thiab thov hauv ib feeb xwb, tsis tas muaj account.',
    pageOf: 'Nplooj {page} ntawm {count}, cov haujlwm tshiab tshaj nyob ua ntej.',
    searchAll: 'Nrhiav thiab xaiv tag nrho cov haujlwm',
    showing: '{found} (qhia {from}–{to})',
    found: { one: 'Nrhiav tau {count} txoj haujlwm', other: 'Nrhiav tau {count} txoj haujlwm' },
    errorTitle: 'Muaj teeb meem thaum rub cov haujlwm',
    errorText:
      'Thov sim dua ib pliag tom qab. Cov haujlwm tshiab tshaj tseem teev nyob hauv qab no.',
    noneTitle: 'Tseem tsis tau muaj haujlwm tshaj tawm',
    noneText: 'Cov chaw pheej tshaj tawm haujlwm tshiab. Thov rov qab los saib dua sai sai no.',
    pages: 'Cov nplooj haujlwm',
    showMore: 'Qhia Ntxiv Cov Haujlwm',
    noMatchTitle: 'Nrhiav tsis tau haujlwm',
    noMatchText: 'Sim siv lwm lo lus, lwm qhov chaw los sis txhua hom.',
  },
  filters: {
    label: 'Nrhiav haujlwm',
    search: 'Nrhiav cov haujlwm',
    searchPlaceholder: 'Npe haujlwm los sis lo lus',
    location: 'Qhov chaw',
    locationPlaceholder: 'Nroog los sis xeev',
    type: 'Hom haujlwm',
    allTypes: 'Txhua hom',
    submit: 'Nrhiav',
  },
  types: {
    'full-time': 'Puv sijhawm',
    'part-time': 'Ib nrab sijhawm',
    contract: 'Raws daim ntawv cog lus',
    temporary: 'Ib ntus',
  },
  meta: {
    remote: 'Ua tau haujlwm nyob deb',
    posted: 'Tshaj tawm {ago}',
    days: { one: '{count} hnub dhau los', other: '{count} hnub dhau los' },
    weeks: { one: '{count} lub lim tiam dhau los', other: '{count} lub lim tiam dhau los' },
    months: { one: '{count} hlis dhau los', other: '{count} hlis dhau los' },
  },
  card: {
    quickApply: 'Thov Sai',
    applyOnWebsite: 'Thov ntawm Lub Vev Xaib',
    viewDetails: 'Saib Ntxiv',
    viewDetailsOf: ' txog {title}',
    forJob: ' rau {title} ntawm {company}',
    forJobElsewhere:
      ' rau {title} ntawm {company} (qhib lub vev xaib ntawm tus tswv haujlwm hauv ib lub tab tshiab)',
  },
  detail: {
    title: '{title} ntawm {company}',
    allJobs: '← Tag nrho cov haujlwm',
    applyNow: 'Thov Tam Sim No',
    description: 'Piav Txog Txoj Haujlwm',
    requirements: 'Tej Yam Yuav Tsum Muaj',
    applyHeading: 'Thov txoj haujlwm no',
    applyText:
      'Xa koj daim ntawv keeb kwm ua haujlwm (resume) thiab ob peb kab qhia txog koj tus kheej; tsis tas muaj account.',
    noScript:
      'Kev Thov Sai yuav tsum siv JavaScript, tab sis nws raug kaw hauv lub browser no. Koj tuaj yeem tiv tauj {company} los ntawm nws nplooj chaw.',
    employer: 'Txog Tus Tswv Haujlwm',
    centerPage: 'Saib nplooj ntawm lub chaw',
  },
  notFound: {
    title: 'Nrhiav tsis tau txoj haujlwm',
    description: 'Peb nrhiav tsis tau txoj haujlwm ntawd.',
    text: 'Tej zaum txoj haujlwm no twb tas sijhawm los sis twb muaj neeg tau lawm, los sis qhov chaw nyob sau tsis raug.',
    back: 'Rov Qab Mus Rau Cov Haujlwm',
  },
  apply: {
    title: 'Thov Sai',
    jobAt: '{title} ntawm {company}',
    name: 'Npe tag nrho',
    email: 'Email',
    resume: 'Daim ntawv keeb kwm ua haujlwm (resume)',
    phone: 'Xov tooj (yog xav muab)',
    coverLetter: 'Tsab ntawv qhia txog koj (yog xav muab)',
    coverLetterFile: 'Ntaub ntawv tsab ntawv qhia txog koj (yog xav muab)',
    fileHint: 'PDF, DOC los sis DOCX, tsis pub tshaj {mb} MB.',
    cancel: 'Tso Tseg',
    submit: 'Xa Daim Ntawv Thov',
    submitting: 'Tab tom xa...',
    sentTitle: 'Xa Daim Ntawv Thov Lawm!',
    sentText:
      'Koj daim ntawv thov rau {title} ntawm {company} twb xa lawm. Tus tswv haujlwm yuav tiv tauj koj los ntawm email los sis xov tooj.',
    close: 'Kaw',
    errors: {
      'Name must be at least 2 characters': 'Npe yuav tsum muaj tsawg kawg 2 tus ntawv',
      'Please enter a valid email address': 'Thov sau ib qho email uas siv tau',
      'Resume is required': 'Yuav tsum muaj daim ntawv keeb kwm ua haujlwm (resume)',
      'File size must be less than 10MB': 'Ntaub ntawv yuav tsum me dua 10 MB',
      'Please upload a PDF, DOC or DOCX file': 'Thov xa ib daim ntawv PDF, DOC los sis DOCX',
      'This text is too long': 'Cov ntawv no ntev dhau lawm',
      'Submission Failed: There was an error submitting your application. Please try again.':
        'Xa Tsis Tau: Muaj teeb meem thaum xa koj daim ntawv thov. Thov sim dua.',
    },
  },
} satisfies Messages<'jobs'>;
