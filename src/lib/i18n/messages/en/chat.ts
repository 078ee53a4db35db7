/**
 * English: the source of every language's 'chat' messages: the chat window and the
 * assistant's answers built from a center's listing (what the center wrote is quoted as written).
 */
export default {
  window: {
    title: 'Ask About This Center',
    intro: 'An automated assistant answers from what {name} has published.',
    open: 'Open chat',
    close: 'Close chat',
    log: 'Chat messages',
    you: 'You: ',
    assistant: 'Assistant: ',
    thinking: 'Thinking…',
    label: 'Your message',
    placeholder: 'Type your question…',
    send: 'Send',
    noscript:
      'The assistant needs JavaScript. The contact details above reach the center directly.',
    greeting:
      "Hi! I'm the assistant for {name}. Ask me about their hours, services, ages served, insurance, languages or openings. I answer only from what the center has published.",
  },
  /** The chat's refusals and failures, keyed by the English text the server or the rule sends. */
  errors: {
    "I'm sorry, I'm having trouble responding right now. Please try again later.":
      "I'm sorry, I'm having trouble responding right now. Please try again later.",
    'Please type a message.': 'Please type a message.',
    'Messages can be at most 1,000 characters.': 'Messages can be at most 1,000 characters.',
    'This message could not be sent. Please reload the page and try again.':
      'This message could not be sent. Please reload the page and try again.',
    "You're sending messages too quickly. Please wait a few minutes and try again.":
      "You're sending messages too quickly. Please wait a few minutes and try again.",
    'The assistant is not available for this center.':
      'The assistant is not available for this center.',
    'This conversation could not be found. Please reload the page to start a new one.':
      'This conversation could not be found. Please reload the page to start a new one.',
    'Your session has expired. Please sign in again to keep chatting.':
      'Your session has expired. Please sign in again to keep chatting.',
    'This message is too large to send. Please shorten it and try again.':
      'This message is too large to send. Please shorten it and try again.',
  },
  answers: {
    hello:
      "Hello! Ask me about {name}'s hours, address, services, ages served, insurance, languages or openings.",
    thanks: "You're welcome! Ask me anything else about the center.",
    emergency:
      'If someone is in danger or this is a medical emergency, call 911 now. For a mental health or suicide crisis, call or text 988 (the Suicide & Crisis Lifeline), any time, day or night. I am an automated assistant and cannot help in an emergency.',
    medicalAdvice:
      "I'm sorry, I can't give medical, diagnostic or treatment advice. Your child's pediatrician, a developmental specialist or another licensed clinician is the right person to ask. I can tell you what {name} has published: its services, hours, ages served, insurance accepted and how to reach them.",
    fromListing: "(From {name}'s listing in this directory.)",
    partly:
      "{answers} (From {name}'s listing.)\n\nI don't know the rest: {name} hasn't published it here. {contact}",
    unknown: "I don't know: {name} hasn't published that here. {contact}",
    quoted:
      "In {name}'s own words (what the center wrote; this directory has not checked it): {quotes}",
    and: ' and ',
    or: ' or ',
    contactCall: 'call them at {phone}',
    contactEmail: 'e-mail {email}',
    contactWays: 'Please {ways}.',
    contactWebsite: 'Please contact them through their website, {website}.',
    contactCenter: 'Please contact the center directly.',
    availability: "{name}'s listing says: {status}.",
    availabilityAsOf: "{name}'s listing says: {status} (as of {date}).",
    hoursText: "{name}'s hours: {text}.",
    hoursListed: "{name}'s listed hours: {days}.",
    dayHours: '{day} {open} – {close}',
    dayClosed: '{day} closed',
    address: '{name} is at {address}.',
    phone: 'You can call {name} at {phone}.',
    email: "{name}'s e-mail address is {email}.",
    website: "{name}'s website is {website}.",
    insuranceList: '{name} lists these insurance and funding options: {list}.',
    insuranceYes: 'Yes, {name} lists {item} as accepted.',
    insuranceNo: '{item} is not among the insurance {name} lists.',
    agesList: '{name} lists these ages served: {list}.',
    agesYes: 'Yes, {name} lists {item} among the ages it serves.',
    agesNo: '{item} is not among the ages {name} lists.',
    languagesList: '{name} lists these languages: {list}.',
    settingsList: '{name} lists where services happen: {list}.',
    choiceYes: 'Yes: {item}.',
    choiceNo: '{item} is not among what {name} lists.',
    servicesList: '{name} lists these services: {list}.',
    servicesYes: 'Yes, {name} lists {item}.',
    servicesNo: "I don't see {item} in the services {name} lists.",
    established: '{name} was established in {year}.',
    team: '{name} lists a team of {count} employees.',
    parent: "{name}'s parent company is {parent}.",
    about: '{name} describes itself this way: "{text}"',
  },
} as const;
