import type { Messages } from '../../types.ts';

export default {
  page: {
    title: 'Encontrar apoyo',
    description:
      'Responda cinco pasos cortos y reciba una lista de centros de autismo de Minnesota que atienden la edad de su hijo, aceptan su seguro y tienen lugar.',
    heading: 'Encuentre centros para su familia',
    intro:
      'Cuéntenos qué necesita su familia. Ordenamos los centros que atienden el grupo de edad de su hijo y aceptan su seguro y, si usted lo permite, enviamos su solicitud a los que administran su ficha aquí. Luego, un enlace privado le muestra qué centros la han visto, para que no tenga que llamar a todos cada semana.',
    noscriptBefore: 'Este formulario necesita JavaScript. Sin él, puede ver el',
    noscriptLink: 'directorio de centros',
    noscriptAfter: 'y comunicarse con ellos directamente.',
  },
  statusPage: {
    title: 'El estado de su solicitud',
    description: 'Cómo va su solicitud a los centros de autismo de Minnesota.',
    heading: 'El estado de su solicitud',
    intro:
      'Esta página es privada: cualquier persona con el enlace puede verla, así que no comparta el enlace.',
  },
  steps: {
    personal: 'Datos personales',
    location: 'Preferencias de lugar',
    preferences: 'Preferencias del centro',
    insurance: 'Información del seguro',
    permissions: 'Permisos',
  },
  progress: {
    step: 'Paso {step} de {total}',
    complete: '{percent}% completado',
    label: 'Avance del formulario',
    value: 'Paso {step} de {total}, {percent}% completado',
  },
  fields: {
    name: 'Nombre completo',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    cities: 'Ciudades preferidas (elija una o más)',
    languages: 'Idiomas preferidos',
    otherLanguage: 'Escriba el otro idioma',
    serviceLocation: '¿Dónde deben darse los servicios?',
    ageGroup: 'Grupo de edad',
    centerSize: 'Tamaño del centro',
    startDate: 'Fecha de inicio deseada',
    startDateHint: 'Hoy o más adelante.',
    insuranceProvider: 'Seguro médico o forma de pago',
    insurancePlan: 'Nombre o número del plan de seguro',
    allowContact:
      'Compartir mi solicitud con los centros encontrados para que se comuniquen conmigo',
    allowInformationUse:
      'Acepto que la información que doy se use para encontrar centros para mi familia',
    optional: '(opcional)',
    honeypot: 'Sitio web (déjelo vacío)',
  },
  choices: {
    serviceLocations: {
      residence: 'En mi casa',
      center: 'En el centro',
      school: 'En la escuela',
    },
    centerSizes: {
      small: 'Pequeño (1 a 25 clientes)',
      medium: 'Mediano (26 a 75 clientes)',
      large: 'Grande (76 a 150 clientes)',
      'very-large': 'Muy grande (más de 150 clientes)',
      'no-preference': 'No tengo preferencia',
    },
    otherInsurance: 'Otro',
    noInsurance: 'No tengo seguro',
    otherLanguage: 'Otro',
  },
  buttons: {
    previous: 'Anterior',
    next: 'Siguiente',
    submit: 'Enviar formulario',
    submitting: 'Enviando...',
    startOver: 'Empezar una nueva solicitud',
  },
  toasts: {
    sentTitle: '¡Formulario enviado!',
    sent: 'Pronto nos comunicaremos con usted para ayudarle a encontrar el centro adecuado.',
    failedTitle: 'No se pudo enviar el formulario',
    failed: 'Por favor, inténtelo de nuevo más tarde.',
  },
  errors: {
    'Please complete all required fields': 'Por favor, complete todos los campos obligatorios',
    'All fields in this step are required to continue.':
      'Todos los campos de este paso son obligatorios para continuar.',
    'All fields are required to submit.': 'Todos los campos son obligatorios para enviar.',
    'Full name must be at least 2 characters':
      'El nombre completo debe tener al menos 2 caracteres',
    'Please enter a valid phone number': 'Escriba un número de teléfono válido',
    'Please enter a valid email address': 'Escriba un correo electrónico válido',
    'Choose at least one city': 'Elija al menos una ciudad',
    'Choose where services should happen': 'Elija dónde deben darse los servicios',
    'Choose an age group': 'Elija un grupo de edad',
    'Choose a center size': 'Elija un tamaño de centro',
    'Choose a desired start date': 'Elija una fecha de inicio deseada',
    'The desired start date cannot be in the past':
      'La fecha de inicio deseada no puede ser en el pasado',
    'Choose an insurance provider': 'Elija un seguro médico o forma de pago',
    'Please agree so we can match you with centers':
      'Por favor, dé su permiso para que podamos encontrar centros para usted',
    'At most 100 characters': 'Como máximo 100 caracteres',
    'At most 200 characters': 'Como máximo 200 caracteres',
    'The form language must be one of en, es, so or hmn.':
      'El idioma del formulario debe ser en, es, so o hmn.',
    'This field is not accepted.': 'Este campo no se acepta.',
  },
  results: {
    heading: 'Sus centros',
    matchesOne:
      '{count} centro atiende el grupo de edad de su hijo y acepta su seguro. El más adecuado primero:',
    matchesOther:
      '{count} centros atienden el grupo de edad de su hijo y aceptan su seguro. Los más adecuados primero:',
    partial:
      'Todavía ningún centro cumple con todo lo que pidió. Estos son los más cercanos; cada uno dice qué le falta.',
    none: 'Todavía ningún centro coincide con sus respuestas. Nos comunicaremos con usted para ayudarle a encontrar el centro adecuado.',
    sentToCenter: 'Su solicitud se envió a este centro.',
    nextHeading: 'Qué pasa ahora',
    sharedWith:
      'Como usted lo permitió, enviamos su solicitud a {centers}. Ellos se comunicarán con usted por teléfono o correo electrónico; también puede llamarlos usted desde sus páginas.',
    notShared:
      'Llame o escriba a los centros de arriba desde sus páginas; nosotros también nos comunicaremos con usted.',
    follow: 'Siga su solicitud',
    followRest:
      'en su página privada: muestra si cada centro ha visto y respondido su solicitud. También le enviamos el enlace por correo electrónico; no lo comparta.',
    why: 'Por qué {name} es adecuado',
    goodToKnow: 'Lo que debe saber de {name}',
  },
  openings: {
    label:
      'Avisarme por correo electrónico cuando uno de mis centros con lista de espera empiece a aceptar nuevos clientes',
    on: 'Le avisaremos por correo electrónico cuando un centro tenga lugar.',
    off: 'Los avisos de lugares disponibles están desactivados.',
    failed: 'No se pudo guardar esta opción. Por favor, inténtelo de nuevo más tarde.',
  },
  status: {
    loading: 'Cargando su solicitud…',
    invalid: 'Este enlace de estado no es válido.',
    invalidHelp: 'Revise que copió el enlace completo de su correo electrónico, o',
    invalidLink: 'envíe una nueva solicitud',
    error: 'No se pudo cargar su solicitud. Por favor, inténtelo de nuevo más tarde.',
    sentOn: 'Enviada el {date}.',
    centersHeading: 'Centros encontrados para su solicitud',
    none: 'Todavía ningún centro coincide con su solicitud. Nos comunicaremos con usted para ayudarle a encontrar el centro adecuado.',
    openingsHeading: 'Lugares disponibles',
    partial: 'Coincide en parte: su solicitud no se envió. Comuníquese directamente con el centro.',
    unclaimed:
      'No se envió: este centro todavía no administra su ficha aquí. Comuníquese directamente con él.',
    notShared: 'No se envió, como usted eligió. Comuníquese directamente con el centro.',
    responded: 'Respondió el {date}.',
    viewed: 'La vio el {date}; todavía no responde.',
    sent: 'Enviada; todavía no la han visto.',
  },
} satisfies Messages<'intake'>;
