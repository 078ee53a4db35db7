import type { Messages } from '../../types.ts';

export default {
  siteName: 'Directorio de Centros de Autismo de Minnesota',
  siteDescription:
    'Encuentre centros de servicios para el autismo en todo Minnesota por ciudad, servicios, edad, seguro e idioma, y comuníquese con ellos directamente.',
  socialImageAlt:
    'Directorio de Centros de Autismo de Minnesota: encuentre el centro de autismo adecuado en Minnesota',
  skipToContent: 'Saltar al contenido principal',
  skipToNavigation: 'Saltar a la navegación principal',
  nav: {
    home: 'Inicio',
    centers: 'Centros',
    browseCenters: 'Ver centros',
    careers: 'Empleos',
    findACenter: 'Encontrar un centro',
    findSupport: 'Buscar apoyo',
    claimListing: 'Reclamar un perfil',
    pricing: 'Precios',
    faq: 'Preguntas frecuentes',
    accessibility: 'Accesibilidad',
    privacyPolicy: 'Política de privacidad',
    termsOfUse: 'Términos de uso',
    openData: 'Datos abiertos',
    directoryData: 'Datos del directorio (HSDS JSON)',
  },
  header: {
    mainLabel: 'Principal',
    signIn: 'Iniciar sesión',
    getStarted: 'Comenzar',
    dashboard: 'Panel',
    admin: 'Administración',
    signOut: 'Cerrar sesión',
    menu: 'Menú',
    closeMenu: 'Cerrar el menú',
    greeting: 'Hola, {name}',
  },
  footer: {
    label: 'Pie de página',
    questions: '¿Preguntas o correcciones? Escriba a {email} o use el formulario.',
    contactUs: 'Contáctenos',
    adminPanel: 'Panel de administración',
    rights: '© {year} {site}. Todos los derechos reservados.',
    poweredBy: 'Funciona con PocketBase y Astro.',
  },
  language: {
    label: 'Idioma',
  },
  translation: {
    notice:
      'El directorio tradujo esta página; no la escribieron los centros. La página en inglés es la original.',
    report: 'Avísenos de un error de traducción',
    mailSubject: 'Error de traducción',
  },
  toast: {
    dismiss: 'Cerrar el aviso',
  },
  accessibility: {
    button: 'Accesibilidad',
    title: 'Opciones de accesibilidad',
    highContrast: 'Alto contraste',
    reducedMotion: 'Menos movimiento',
    on: 'Sí',
    off: 'No',
    textSize: 'Tamaño del texto',
    normal: 'Normal',
    large: 'Grande',
    extraLarge: 'Muy grande',
  },
  terms: {
    title: 'Términos y condiciones',
    summary:
      'Este sitio es un directorio y una plataforma de contacto para servicios de autismo en Minnesota. No da consejos médicos, no diagnostica ni recomienda tratamientos, y no respalda a ningún centro. La información viene de los centros y puede cambiar; confirme los detalles directamente con el centro.',
    readOur: 'Lea nuestros {terms} y nuestra {privacy}.',
    termsLink: 'Términos de uso (se abre en una pestaña nueva)',
    privacyLink: 'Política de privacidad (se abre en una pestaña nueva)',
    agree: 'He leído y acepto los Términos de uso y la Política de privacidad',
    decline: 'No acepto',
    accept: 'Aceptar y continuar',
  },
} satisfies Messages<'common'>;
