import type { Messages } from '../../types.ts';

export default {
  page: {
    title: 'Hel taageero',
    description:
      'Ka jawaab shan tallaabo oo gaagaaban oo hel liis xarumaha otiisamka ee Minnesota oo adeega da’da ilmahaaga, qaata caymiskaaga oo leh boos.',
    heading: 'Hel xarumaha kugu habboon',
    intro:
      'Noo sheeg waxa qoyskaagu u baahan yahay. Waxaan kala horraysiinaa xarumaha adeega kooxda da’da ilmahaaga oo qaata caymiskaaga, haddii aad oggolaatona, codsigaaga waxaan u dirnaa kuwa halkan ku maamula bogooda. Kadib xiriir gaar ah ayaa ku tusaya xarumaha arkay, si aadan toddobaad kasta dhammaan ugu wicin.',
    noscriptBefore: 'Foomkan wuxuu u baahan yahay JavaScript. La’aanteed, waad eegi kartaa',
    noscriptLink: 'hagaha xarumaha',
    noscriptAfter: 'oo si toos ah ula xiriiri kartaa.',
  },
  statusPage: {
    title: 'Xaaladda codsigaaga',
    description: 'Halka uu marayo codsigaaga xarumaha otiisamka ee Minnesota.',
    heading: 'Xaaladda codsigaaga',
    intro:
      'Boggan adiga ayuu kuu gaar yahay: qof kasta oo haysta xiriirkiisa wuu arki karaa, markaa xiriirka cidna ha la wadaagin.',
  },
  steps: {
    personal: 'Macluumaadka shakhsiga',
    location: 'Goobta aad doorbidayso',
    preferences: 'Xarunta aad doorbidayso',
    insurance: 'Macluumaadka caymiska',
    permissions: 'Oggolaanshaha',
  },
  progress: {
    step: 'Tallaabada {step} ee {total}',
    complete: '{percent}% waa la dhammeeyey',
    label: 'Horumarka foomka',
    value: 'Tallaabada {step} ee {total}, {percent}% waa la dhammeeyey',
  },
  fields: {
    name: 'Magaca oo buuxa',
    phone: 'Telefoonka',
    email: 'Iimaylka',
    cities: 'Magaalooyinka aad doorbidayso (dooro hal ama dhowr)',
    languages: 'Luqadaha aad doorbidayso',
    otherLanguage: 'Fadlan qor luqadda kale',
    serviceLocation: 'Xaggee ayay adeegyadu ka dhacayaan?',
    ageGroup: 'Kooxda da’da',
    centerSize: 'Cabbirka xarunta',
    startDate: 'Taariikhda aad rabto in la bilaabo',
    startDateHint: 'Maanta ama ka dib.',
    insuranceProvider: 'Caymiska ama lacag-bixinta',
    insurancePlan: 'Magaca ama lambarka qorshaha caymiska',
    allowContact: 'La wadaag codsigayga xarumaha la helay si ay ila soo xiriiraan',
    allowInformationUse:
      'Waan oggolahay in macluumaadka aan bixiyo loo isticmaalo in la ii helo xarumo',
    optional: '(ikhtiyaari)',
    honeypot: 'Websaydka (ka tag madhan)',
  },
  choices: {
    serviceLocations: {
      residence: 'Gurigayga',
      center: 'Xarunta',
      school: 'Dugsiga',
    },
    centerSizes: {
      small: 'Yar (1-25 macmiil)',
      medium: 'Dhexdhexaad (26-75 macmiil)',
      large: 'Weyn (76-150 macmiil)',
      'very-large': 'Aad u weyn (in ka badan 150 macmiil)',
      'no-preference': 'Wax doorbid ah ma lihi',
    },
    otherInsurance: 'Mid kale',
    noInsurance: 'Caymis ma lihi',
    otherLanguage: 'Mid kale',
  },
  buttons: {
    previous: 'Hore',
    next: 'Xiga',
    submit: 'Dir foomka',
    submitting: 'Waa la dirayaa...',
    startOver: 'Bilow codsi cusub',
  },
  toasts: {
    sentTitle: 'Foomka waa la diray!',
    sent: 'Dhowaan ayaan kula soo xiriiri doonnaa si aan kaaga caawinno helitaanka xarunta saxda ah.',
    failedTitle: 'Foomka lama diri karin',
    failed: 'Fadlan mar kale isku day goor dambe.',
  },
  errors: {
    'Please complete all required fields': 'Fadlan buuxi dhammaan meelaha loo baahan yahay',
    'All fields in this step are required to continue.':
      'Dhammaan meelaha tallaabadan waa in la buuxiyaa si loo sii wado.',
    'All fields are required to submit.': 'Dhammaan meelaha waa in la buuxiyaa si loo diro.',
    'Full name must be at least 2 characters':
      'Magaca oo buuxa waa inuu ahaadaa ugu yaraan 2 xaraf',
    'Please enter a valid phone number': 'Fadlan qor lambar telefoon oo sax ah',
    'Please enter a valid email address': 'Fadlan qor iimayl sax ah',
    'Choose at least one city': 'Dooro ugu yaraan hal magaalo',
    'Choose where services should happen': 'Dooro halka ay adeegyadu ka dhacayaan',
    'Choose an age group': 'Dooro kooxda da’da',
    'Choose a center size': 'Dooro cabbirka xarunta',
    'Choose a desired start date': 'Dooro taariikhda aad rabto in la bilaabo',
    'The desired start date cannot be in the past':
      'Taariikhda bilowga ma noqon karto maalin hore u dhaaftay',
    'Choose an insurance provider': 'Dooro caymiska ama lacag-bixinta',
    'Please agree so we can match you with centers':
      'Fadlan oggolow si aan kuugu helno xarumo kugu habboon',
    'At most 100 characters': 'Ugu badnaan 100 xaraf',
    'At most 200 characters': 'Ugu badnaan 200 xaraf',
    'The form language must be one of en, es, so or hmn.':
      'Luqadda foomku waa inay noqotaa en, es, so ama hmn.',
    'This field is not accepted.': 'Meeshan lama aqbalo.',
  },
  results: {
    heading: 'Xarumaha kugu habboon',
    matchesOne:
      '{count} xarun ayaa adeegta kooxda da’da ilmahaaga oo qaadata caymiskaaga. Midda ugu habboon ayaa ugu horraysa:',
    matchesOther:
      '{count} xarumood ayaa adeega kooxda da’da ilmahaaga oo qaata caymiskaaga. Kuwa ugu habboon ayaa ugu horreeya:',
    partial:
      'Weli ma jirto xarun buuxisa wax kasta oo aad codsatay. Kuwani ayaa ugu dhow; mid kastaa wuxuu sheegayaa waxa uusan buuxin.',
    none: 'Weli ma jirto xarun ku habboon jawaabahaaga. Waan kula soo xiriiri doonnaa si aan kaaga caawinno helitaanka xarunta saxda ah.',
    sentToCenter: 'Codsigaaga waxaa loo diray xaruntan.',
    nextHeading: 'Waxa xiga',
    sharedWith:
      'Sidaad oggolaatay, codsigaaga waxaan u dirnay {centers}. Waxay kugula soo xiriiri doonaan telefoon ama iimayl; adiguna waad ka wici kartaa boggooda.',
    notShared:
      'Wac ama iimayl u dir xarumaha kor ku xusan adoo isticmaalaya boggooda; annaguna waan kula soo xiriiri doonnaa.',
    follow: 'La soco codsigaaga',
    followRest:
      'boggiisa gaarka ah: wuxuu tusayaa in xarun kastaa aragtay oo ka jawaabtay codsigaaga. Xiriirka waxaan sidoo kale kuugu dirnay iimayl; cidna ha la wadaagin.',
    why: 'Sababta {name} kuugu habboon tahay',
    goodToKnow: 'Waxa wanaagsan in laga ogaado {name}',
  },
  openings: {
    label:
      'Ii soo dir iimayl marka mid ka mid ah xarumahayga leh liiska sugitaanka uu bilaabo inuu qaato macaamiil cusub',
    on: 'Waxaan kuu soo diri doonnaa iimayl marka xarun boos yeelato.',
    off: 'Iimaylada boosaska bannaan waa la joojiyey.',
    failed: 'Doorashadan lama kaydin karin. Fadlan mar kale isku day goor dambe.',
  },
  status: {
    loading: 'Codsigaaga waa la soo rarayaa…',
    invalid: 'Xiriirkan xaaladda ma shaqaynayo.',
    invalidHelp: 'Hubi inaad koobiyeysay xiriirka oo dhan ee iimaylkaaga ku jira, ama',
    invalidLink: 'dir codsi cusub',
    error: 'Codsigaaga lama soo rari karin. Fadlan mar kale isku day goor dambe.',
    sentOn: 'La diray {date}.',
    centersHeading: 'Xarumaha lagu helay codsigaaga',
    none: 'Weli ma jirto xarun ku habboon codsigaaga. Waan kula soo xiriiri doonnaa si aan kaaga caawinno helitaanka xarunta saxda ah.',
    openingsHeading: 'Boosaska bannaan',
    partial:
      'Qayb ahaan ayay kugu habboon tahay: codsigaaga lama dirin. Si toos ah ula xiriir xarunta.',
    unclaimed: 'Lama dirin: xaruntani weli halkan kama maamulo boggeeda. Si toos ah ula xiriir.',
    notShared: 'Lama dirin, sidaad dooratay. Si toos ah ula xiriir xarunta.',
    responded: 'Waxay ka jawaabtay {date}.',
    viewed: 'Waxay aragtay {date}; weli ma jawaabin.',
    sent: 'Waa la diray; weli lama arkin.',
  },
} satisfies Messages<'intake'>;
