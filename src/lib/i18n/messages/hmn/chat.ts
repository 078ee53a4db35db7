import type { Messages } from '../../types.ts';

export default {
  window: {
    title: 'Nug txog lub chaw no',
    intro: 'Ib tus pab cuam automatic teb los ntawm yam uas {name} tau tshaj tawm.',
    open: 'Qhib kev sib tham',
    close: 'Kaw kev sib tham',
    log: 'Cov lus sib tham',
    you: 'Koj: ',
    assistant: 'Tus pab cuam: ',
    thinking: 'Tab tom xav…',
    label: 'Koj cov lus',
    placeholder: 'Sau koj lo lus nug…',
    send: 'Xa',
    noscript:
      'Tus pab cuam yuav tsum siv JavaScript. Siv cov kev tiv tauj saum toj no los hu ncaj qha rau lub chaw.',
    greeting:
      'Nyob zoo! Kuv yog tus pab cuam rau {name}. Nug kuv txog lawv cov sij hawm qhib, kev pab, hnub nyoog uas lawv pab, kev pov hwm, cov lus los yog seb puas muaj chaw. Kuv teb tsuas yog los ntawm yam uas lub chaw tau tshaj tawm xwb.',
  },
  errors: {
    "I'm sorry, I'm having trouble responding right now. Please try again later.":
      'Thov txim, tam sim no kuv teb tsis tau. Thov rov sim dua tom qab.',
    'Please type a message.': 'Thov sau ib co lus.',
    'Messages can be at most 1,000 characters.':
      'Cov lus ntev tshaj plaws tsuas yog 1,000 tus ntawv.',
    'This message could not be sent. Please reload the page and try again.':
      'Cov lus no xa tsis tau. Thov rov qhib nplooj ntawv no dua thiab sim dua.',
    "You're sending messages too quickly. Please wait a few minutes and try again.":
      'Koj xa cov lus ceev dhau lawm. Thov tos ob peb feeb thiab sim dua.',
    'The assistant is not available for this center.': 'Tus pab cuam tsis muaj rau lub chaw no.',
    'This conversation could not be found. Please reload the page to start a new one.':
      'Nrhiav tsis tau kev sib tham no. Thov rov qhib nplooj ntawv no dua los pib ib qho tshiab.',
    'Your session has expired. Please sign in again to keep chatting.':
      'Koj lub sij hawm nkag tau tas lawm. Thov nkag dua ib zaug ntxiv kom tham mus ntxiv.',
    'This message is too large to send. Please shorten it and try again.':
      'Cov lus no ntev dhau xa tsis tau. Thov ua kom luv dua thiab sim dua.',
  },
  answers: {
    hello:
      'Nyob zoo! Nug kuv txog {name} cov sij hawm qhib, qhov chaw nyob, kev pab, hnub nyoog uas lawv pab, kev pov hwm, cov lus los yog seb puas muaj chaw.',
    thanks: 'Tsis ua li cas! Nug kuv dua txog lwm yam ntawm lub chaw.',
    emergency:
      'Yog tias muaj ib tug neeg raug kev phom sij los yog yog kev kho mob xwm txheej ceev, hu 911 tam sim no. Yog muaj teeb meem kev puas siab puas ntsws los yog xav tua tus kheej, hu los yog xa ntawv mus rau 988 (Suicide & Crisis Lifeline), txhua lub sij hawm, nruab hnub thiab hmo ntuj. Kuv yog ib tus pab cuam automatic thiab pab tsis tau thaum muaj xwm txheej ceev.',
    medicalAdvice:
      'Thov txim, kuv muab tsis tau lus qhia txog kev kho mob, kev kuaj mob los yog kev kho. Koj tus me nyuam tus kws kho mob menyuam yaus, ib tus kws paub txog kev loj hlob los yog lwm tus kws kho mob uas muaj daim ntawv tso cai yog tus neeg uas yuav tsum nug. Kuv qhia tau yam uas {name} tau tshaj tawm: nws cov kev pab, sij hawm qhib, hnub nyoog uas nws pab, kev pov hwm uas nws txais thiab yuav tiv tauj li cas.',
    fromListing: '(Los ntawm {name} cov ntaub ntawv hauv phau ntawv teev npe no.)',
    partly:
      '{answers} (Los ntawm {name} cov ntaub ntawv.)\n\nKuv tsis paub qhov seem: {name} tsis tau tshaj tawm nyob ntawm no. {contact}',
    unknown: 'Kuv tsis paub: {name} tsis tau tshaj tawm qhov ntawd nyob ntawm no. {contact}',
    quoted:
      'Raws li {name} tus kheej cov lus (yam uas lub chaw sau, raws li lawv sau; phau ntawv teev npe no tsis tau kuaj xyuas): {quotes}',
    and: ' thiab ',
    or: ' los yog ',
    contactCall: 'hu rau lawv ntawm {phone}',
    contactEmail: 'xa email rau {email}',
    contactWays: 'Thov {ways}.',
    contactWebsite: 'Thov tiv tauj lawv los ntawm lawv lub vev xaib, {website}.',
    contactCenter: 'Thov tiv tauj ncaj qha rau lub chaw.',
    availability: '{name} cov ntaub ntawv hais tias: {status}.',
    availabilityAsOf: '{name} cov ntaub ntawv hais tias: {status} (txij li {date}).',
    hoursText: '{name} cov sij hawm qhib: {text}.',
    hoursListed: '{name} cov sij hawm qhib uas tau teev: {days}.',
    dayHours: '{day} {open} – {close}',
    dayClosed: '{day} kaw',
    address: '{name} nyob ntawm {address}.',
    phone: 'Koj hu tau rau {name} ntawm {phone}.',
    email: '{name} tus email yog {email}.',
    website: '{name} lub vev xaib yog {website}.',
    insuranceList: '{name} teev cov kev pov hwm thiab nyiaj pab no: {list}.',
    insuranceYes: 'Muaj, {name} teev tias lawv txais {item}.',
    insuranceNo: '{item} tsis nyob rau hauv cov kev pov hwm uas {name} teev.',
    agesList: '{name} teev tias lawv pab cov hnub nyoog no: {list}.',
    agesYes: 'Muaj, {name} teev {item} rau hauv cov hnub nyoog uas lawv pab.',
    agesNo: '{item} tsis nyob rau hauv cov hnub nyoog uas {name} teev.',
    languagesList: '{name} teev cov lus no: {list}.',
    settingsList: '{name} teev qhov chaw uas muab kev pab: {list}.',
    choiceYes: 'Muaj: {item}.',
    choiceNo: '{item} tsis nyob rau hauv yam uas {name} teev.',
    servicesList: '{name} teev cov kev pab no: {list}.',
    servicesYes: 'Muaj, {name} teev {item}.',
    servicesNo: 'Kuv tsis pom {item} nyob rau hauv cov kev pab uas {name} teev.',
    established: '{name} tau pib xyoo {year}.',
    team: '{name} teev ib pab neeg muaj {count} tus neeg ua haujlwm.',
    parent: '{name} lub tuam txhab loj yog {parent}.',
    about: '{name} piav txog nws tus kheej li no (nws tus kheej cov lus): "{text}"',
  },
} satisfies Messages<'chat'>;
