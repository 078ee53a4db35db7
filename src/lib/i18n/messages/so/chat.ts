import type { Messages } from '../../types.ts';

export default {
  window: {
    title: 'Wax ka weydii xaruntan',
    intro: 'Kaaliye otomaatig ah ayaa kaga jawaabaya waxa {name} daabacday.',
    open: 'Fur wada-sheekaysiga',
    close: 'Xir wada-sheekaysiga',
    log: 'Fariimaha wada-sheekaysiga',
    you: 'Adiga: ',
    assistant: 'Kaaliyaha: ',
    thinking: 'Waan ka fikirayaa…',
    label: 'Fariintaada',
    placeholder: 'Qor su’aashaada…',
    send: 'Dir',
    noscript:
      'Kaaliyuhu wuxuu u baahan yahay JavaScript. Macluumaadka xiriirka ee kor ku qoran ayaad si toos ah xarunta ugu heli kartaa.',
    greeting:
      'Salaan! Waxaan ahay kaaliyaha {name}. I weydii saacadahooda, adeegyadooda, da’da ay u adeegaan, caymiska, luqadaha ama in boos banaan jiro. Waxaan kaliya uga jawaabaa waxa xaruntu daabacday.',
  },
  errors: {
    "I'm sorry, I'm having trouble responding right now. Please try again later.":
      'Raali ahow, hadda dhib ayaan ku qabaa jawaabta. Fadlan mar dambe isku day.',
    'Please type a message.': 'Fadlan qor fariin.',
    'Messages can be at most 1,000 characters.':
      'Fariintu waa inay ahaataa ugu badnaan 1,000 xaraf.',
    'This message could not be sent. Please reload the page and try again.':
      'Fariintan lama diri karin. Fadlan dib u soo deji bogga oo mar kale isku day.',
    "You're sending messages too quickly. Please wait a few minutes and try again.":
      'Fariimo aad u dhakhso badan ayaad soo diraysaa. Fadlan sug dhowr daqiiqo oo mar kale isku day.',
    'The assistant is not available for this center.': 'Kaaliyuhu uma diyaarsana xaruntan.',
    'This conversation could not be found. Please reload the page to start a new one.':
      'Wada-sheekaysigan lama helin. Fadlan dib u soo deji bogga si aad mid cusub u bilowdo.',
    'Your session has expired. Please sign in again to keep chatting.':
      'Fadhigaagu wuu dhacay. Fadlan mar kale gal si aad u sii wadato wada-sheekaysiga.',
    'This message is too large to send. Please shorten it and try again.':
      'Fariintan aad bay u weyn tahay in la diro. Fadlan soo gaabi oo mar kale isku day.',
  },
  answers: {
    hello:
      'Salaan! I weydii saacadaha, cinwaanka, adeegyada, da’da ay u adeegaan, caymiska, luqadaha ama boosaska banaan ee {name}.',
    thanks: 'Adaa mudan! I weydii wax kasta oo kale oo ku saabsan xarunta.',
    emergency:
      'Haddii qof khatar ku jiro ama ay tahay xaalad degdeg ah oo caafimaad, hadda wac 911. Haddii ay tahay xiisad caafimaad maskaxeed ama is-dil, wac ama fariin u dir 988 (Khadka Xiisadda iyo Is-dilka), wakhti kasta, habeen iyo maalin. Waxaan ahay kaaliye otomaatig ah, mana caawin karo xaalad degdeg ah.',
    medicalAdvice:
      'Raali ahow, ma bixin karo talo caafimaad, baaritaan ama daaweyn. Dhakhtarka carruurta ee ilmahaaga, takhasusle korriinka ama dhakhtar kale oo shati haysta ayaa ah qofka saxda ah ee la weydiiyo. Waxaan kuu sheegi karaa waxa {name} daabacday: adeegyadeeda, saacadaha, da’da ay u adeegto, caymiska ay aqbasho iyo sida loola xiriiro.',
    fromListing: '(Waxaa laga soo qaatay liiska {name} ee hagahan.)',
    partly:
      '{answers} (Waxaa laga soo qaatay liiska {name}.)\n\nInta kale ma aqaan: {name} halkan kuma daabicin. {contact}',
    unknown: 'Ma aqaan: {name} halkan kuma daabicin taas. {contact}',
    quoted: 'Erayada {name} (waxa xaruntu qortay, sidii ay u qortay; hagahan ma hubin): {quotes}',
    and: ' iyo ',
    or: ' ama ',
    contactCall: 'ka wac {phone}',
    contactEmail: 'iimayl u dir {email}',
    contactWays: 'Fadlan {ways}.',
    contactWebsite: 'Fadlan kala xiriir websaydkooda, {website}.',
    contactCenter: 'Fadlan si toos ah ula xiriir xarunta.',
    availability: 'Liiska {name} wuxuu leeyahay: {status}.',
    availabilityAsOf: 'Liiska {name} wuxuu leeyahay: {status} (laga bilaabo {date}).',
    hoursText: 'Saacadaha {name}: {text}.',
    hoursListed: 'Saacadaha {name} ee la qoray: {days}.',
    dayHours: '{day} {open} – {close}',
    dayClosed: '{day} xiran',
    address: '{name} waxay ku taal {address}.',
    phone: '{name} waxaad ka wici kartaa {phone}.',
    email: 'Iimaylka {name} waa {email}.',
    website: 'Websaydka {name} waa {website}.',
    insuranceList: '{name} waxay qortay caymisyadan iyo maalgelintan: {list}.',
    insuranceYes: 'Haa, {name} waxay qortay in ay aqbasho {item}.',
    insuranceNo: '{item} kuma jiro caymiska {name} qortay.',
    agesList: '{name} waxay qortay inay u adeegto da’dan: {list}.',
    agesYes: 'Haa, {name} waxay {item} ku qortay da’da ay u adeegto.',
    agesNo: '{item} kuma jiro da’da {name} qortay.',
    languagesList: '{name} waxay qortay luqadahan: {list}.',
    settingsList: '{name} waxay qortay halka adeegyadu ka dhacaan: {list}.',
    choiceYes: 'Haa: {item}.',
    choiceNo: '{item} kuma jiro waxa {name} qortay.',
    servicesList: '{name} waxay qortay adeegyadan: {list}.',
    servicesYes: 'Haa, {name} waxay qortay {item}.',
    servicesNo: 'Kuma arko {item} adeegyada {name} qortay.',
    established: '{name} waxaa la aasaasay {year}.',
    team: '{name} waxay qortay koox ka kooban {count} shaqaale.',
    parent: 'Shirkadda waalidka ee {name} waa {parent}.',
    about: '{name} sidan ayay isku sharraxday (erayadeeda): "{text}"',
  },
} satisfies Messages<'chat'>;
