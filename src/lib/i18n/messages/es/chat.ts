import type { Messages } from '../../types.ts';

export default {
  window: {
    title: 'Pregunte sobre este centro',
    intro: 'Un asistente automático responde con lo que {name} ha publicado.',
    open: 'Abrir el chat',
    close: 'Cerrar el chat',
    log: 'Mensajes del chat',
    you: 'Usted: ',
    assistant: 'Asistente: ',
    thinking: 'Pensando…',
    label: 'Su mensaje',
    placeholder: 'Escriba su pregunta…',
    send: 'Enviar',
    noscript:
      'El asistente necesita JavaScript. Con los datos de contacto de arriba puede comunicarse directamente con el centro.',
    greeting:
      '¡Hola! Soy el asistente de {name}. Pregúnteme sobre su horario, servicios, edades que atiende, seguros, idiomas o si tiene lugar. Solo respondo con lo que el centro ha publicado.',
  },
  errors: {
    "I'm sorry, I'm having trouble responding right now. Please try again later.":
      'Lo siento, ahora tengo problemas para responder. Por favor, inténtelo más tarde.',
    'Please type a message.': 'Por favor, escriba un mensaje.',
    'Messages can be at most 1,000 characters.':
      'Los mensajes pueden tener como máximo 1000 caracteres.',
    'This message could not be sent. Please reload the page and try again.':
      'No se pudo enviar este mensaje. Vuelva a cargar la página e inténtelo de nuevo.',
    "You're sending messages too quickly. Please wait a few minutes and try again.":
      'Está enviando mensajes demasiado rápido. Espere unos minutos e inténtelo de nuevo.',
    'The assistant is not available for this center.':
      'El asistente no está disponible para este centro.',
    'This conversation could not be found. Please reload the page to start a new one.':
      'No se encontró esta conversación. Vuelva a cargar la página para empezar una nueva.',
    'Your session has expired. Please sign in again to keep chatting.':
      'Su sesión ha vencido. Inicie sesión de nuevo para seguir conversando.',
    'This message is too large to send. Please shorten it and try again.':
      'Este mensaje es demasiado largo para enviarlo. Acórtelo e inténtelo de nuevo.',
  },
  answers: {
    hello:
      '¡Hola! Pregúnteme sobre el horario, la dirección, los servicios, las edades que atiende, los seguros, los idiomas o si {name} tiene lugar.',
    thanks: '¡De nada! Pregúnteme cualquier otra cosa sobre el centro.',
    emergency:
      'Si alguien está en peligro o es una emergencia médica, llame al 911 ahora. Si es una crisis de salud mental o de suicidio, llame o envíe un mensaje de texto al 988 (la Línea de Crisis y Suicidio), a cualquier hora, de día o de noche. Soy un asistente automático y no puedo ayudar en una emergencia.',
    medicalAdvice:
      'Lo siento, no puedo dar consejos médicos, de diagnóstico ni de tratamiento. El pediatra de su hijo, un especialista en desarrollo u otro profesional clínico con licencia es la persona indicada. Puedo decirle lo que {name} ha publicado: sus servicios, horario, edades que atiende, seguros que acepta y cómo comunicarse.',
    fromListing: '(Según el listado de {name} en este directorio).',
    partly:
      '{answers} (Según el listado de {name}).\n\nNo sé lo demás: {name} no lo ha publicado aquí. {contact}',
    unknown: 'No lo sé: {name} no ha publicado eso aquí. {contact}',
    quoted:
      'En palabras de {name} (lo que escribió el centro, en su idioma; este directorio no lo ha verificado): {quotes}',
    and: ' y ',
    or: ' o ',
    contactCall: 'llame al {phone}',
    contactEmail: 'escriba a {email}',
    contactWays: 'Por favor, {ways}.',
    contactWebsite: 'Por favor, comuníquese a través de su sitio web, {website}.',
    contactCenter: 'Por favor, comuníquese directamente con el centro.',
    availability: 'El listado de {name} dice: {status}.',
    availabilityAsOf: 'El listado de {name} dice: {status} (al {date}).',
    hoursText: 'Horario de {name}: {text}.',
    hoursListed: 'Horario publicado de {name}: {days}.',
    dayHours: '{day} de {open} a {close}',
    dayClosed: '{day} cerrado',
    address: '{name} está en {address}.',
    phone: 'Puede llamar a {name} al {phone}.',
    email: 'El correo electrónico de {name} es {email}.',
    website: 'El sitio web de {name} es {website}.',
    insuranceList: '{name} indica estos seguros y ayudas: {list}.',
    insuranceYes: 'Sí, {name} indica que acepta {item}.',
    insuranceNo: '{item} no está entre los seguros que indica {name}.',
    agesList: '{name} indica que atiende estas edades: {list}.',
    agesYes: 'Sí, {name} indica {item} entre las edades que atiende.',
    agesNo: '{item} no está entre las edades que indica {name}.',
    languagesList: '{name} indica estos idiomas: {list}.',
    settingsList: '{name} indica dónde se dan los servicios: {list}.',
    choiceYes: 'Sí: {item}.',
    choiceNo: '{item} no está entre lo que indica {name}.',
    servicesList: '{name} indica estos servicios: {list}.',
    servicesYes: 'Sí, {name} indica {item}.',
    servicesNo: 'No veo {item} entre los servicios que indica {name}.',
    established: '{name} se fundó en {year}.',
    team: '{name} indica un equipo de {count} empleados.',
    parent: 'La empresa matriz de {name} es {parent}.',
    about: '{name} se describe así (en sus propias palabras): "{text}"',
  },
} satisfies Messages<'chat'>;
