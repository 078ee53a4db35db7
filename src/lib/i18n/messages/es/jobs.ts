import type { Messages } from '../../types.ts';

export default {
  careers: {
    title: 'Empleos',
    description:
      '{count} empleos abiertos en centros de servicios para el autismo en todo Minnesota: técnicos de conducta, terapeutas, BCBA y más.',
    pageTitle: 'Empleos, página {page} de {count}',
    pageDescription:
      'Empleos abiertos en centros de servicios para el autismo en Minnesota, página {page}.',
    heading: 'Empleos en centros de autismo de Minnesota',
    intro:
      'Técnicos de conducta, terapeutas, BCBA y más: encuentre un puesto en un centro cerca de usted y postúlese en un minuto, sin crear una cuenta.',
    pageOf: 'Página {page} de {count}, las ofertas más nuevas primero.',
    searchAll: 'Buscar y filtrar todos los empleos',
    showing: '{found} (mostrando {from}–{to})',
    found: { one: '{count} empleo encontrado', other: '{count} empleos encontrados' },
    errorTitle: 'Error al cargar las ofertas de empleo',
    errorText:
      'Vuelva a intentarlo en un momento. Los empleos más nuevos siguen en la lista de abajo.',
    noneTitle: 'Todavía no hay ofertas de empleo',
    noneText: 'Los centros publican puestos nuevos con frecuencia. Vuelva a visitarnos pronto.',
    pages: 'Páginas de empleos',
    showMore: 'Ver más empleos',
    noMatchTitle: 'No se encontraron empleos',
    noMatchText: 'Pruebe otras palabras, otro lugar o todos los tipos.',
  },
  filters: {
    label: 'Búsqueda de empleos',
    search: 'Buscar empleos',
    searchPlaceholder: 'Puesto o palabra clave',
    location: 'Lugar',
    locationPlaceholder: 'Ciudad o estado',
    type: 'Tipo de empleo',
    allTypes: 'Todos los tipos',
    submit: 'Buscar',
  },
  types: {
    'full-time': 'Tiempo completo',
    'part-time': 'Medio tiempo',
    contract: 'Por contrato',
    temporary: 'Temporal',
  },
  meta: {
    remote: 'Trabajo a distancia posible',
    posted: 'Publicado {ago}',
    days: { one: 'hace {count} día', other: 'hace {count} días' },
    weeks: { one: 'hace {count} semana', other: 'hace {count} semanas' },
    months: { one: 'hace {count} mes', other: 'hace {count} meses' },
  },
  card: {
    quickApply: 'Postulación rápida',
    applyOnWebsite: 'Postularse en el sitio web',
    viewDetails: 'Ver detalles',
    viewDetailsOf: ' de {title}',
    forJob: ' para {title} en {company}',
    forJobElsewhere:
      ' para {title} en {company} (abre el sitio del empleador en una pestaña nueva)',
  },
  detail: {
    title: '{title} en {company}',
    allJobs: '← Todos los empleos',
    applyNow: 'Postularse ahora',
    description: 'Descripción del empleo',
    requirements: 'Requisitos',
    applyHeading: 'Postúlese a este empleo',
    applyText: 'Envíe su currículum y unas líneas sobre usted; no necesita crear una cuenta.',
    noScript:
      'La postulación rápida necesita JavaScript, que está desactivado en este navegador. Puede comunicarse con {company} a través de la página de su centro.',
    employer: 'Sobre el empleador',
    centerPage: 'Ver la página del centro',
  },
  notFound: {
    title: 'No se encontró el empleo',
    description: 'No pudimos encontrar esa oferta de empleo.',
    text: 'Es posible que esta oferta haya vencido o ya se haya cubierto, o que la dirección esté mal escrita.',
    back: 'Volver a los empleos',
  },
  apply: {
    title: 'Postulación rápida',
    jobAt: '{title} en {company}',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    resume: 'Currículum',
    phone: 'Teléfono (opcional)',
    coverLetter: 'Carta de presentación (opcional)',
    coverLetterFile: 'Documento de carta de presentación (opcional)',
    fileHint: 'PDF, DOC o DOCX, de hasta {mb} MB.',
    cancel: 'Cancelar',
    submit: 'Enviar postulación',
    submitting: 'Enviando...',
    sentTitle: '¡Postulación enviada!',
    sentText:
      'Su postulación para {title} en {company} fue enviada. El empleador se comunicará con usted por correo electrónico o por teléfono.',
    close: 'Cerrar',
    errors: {
      'Name must be at least 2 characters': 'El nombre debe tener al menos 2 caracteres',
      'Please enter a valid email address': 'Escriba un correo electrónico válido',
      'Resume is required': 'El currículum es obligatorio',
      'File size must be less than 10MB': 'El archivo debe pesar menos de 10 MB',
      'Please upload a PDF, DOC or DOCX file': 'Suba un archivo PDF, DOC o DOCX',
      'This text is too long': 'Este texto es demasiado largo',
      'Submission Failed: There was an error submitting your application. Please try again.':
        'No se pudo enviar: hubo un error al enviar su postulación. Vuelva a intentarlo.',
    },
  },
} satisfies Messages<'jobs'>;
