import type { Messages } from '../../types.ts';

export default {
  pages: {
    signIn: 'Iniciar sesión',
    signInDescription:
      'Inicie sesión o cree una cuenta para publicar, reclamar y administrar su centro de autismo.',
    verification: 'Verificación del correo electrónico',
    verificationDescription: 'Confirme el correo electrónico de su cuenta.',
    reset: 'Restablecer la contraseña',
    resetDescription: 'Elija una contraseña nueva para su cuenta.',
  },
  signIn: {
    signIn: 'Iniciar sesión',
    createAccount: 'Crear cuenta',
    claim: 'Reclamar {center}',
    yourCenter: 'su centro',
    claimIntro: 'Inicie sesión o cree una cuenta, y el anuncio será suyo con su código de acceso.',
    intro:
      'Los dueños de centros inician sesión para publicar, reclamar y administrar sus centros.',
    signedInAs: 'Inició sesión como {email}.',
    continueDashboard: 'Ir a su panel (en inglés)',
    continueAdmin: 'Ir a su panel de administración (en inglés)',
    account: 'Cuenta',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos 8 caracteres.',
    accessCode: 'Código de acceso',
    accessCodeHint: 'El código de 8 dígitos que recibió con su anuncio.',
    wait: 'Espere, por favor...',
    forgot: '¿Olvidó su contraseña?',
    haveCode: '¿Tiene un código de acceso para un anuncio?',
    claimListing: 'Reclame su anuncio',
    createdTitle: '¡Cuenta creada!',
    createdText: 'Le enviamos un correo electrónico: abra su enlace para verificar su dirección.',
    signUpFailed: 'No se pudo crear la cuenta',
    signInFailed: 'No se pudo iniciar sesión',
  },
  forgot: {
    heading: 'Restablezca su contraseña',
    intro:
      'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    send: 'Enviar enlace',
    sending: 'Enviando...',
    sent: 'Si existe una cuenta para {email}, le enviamos un enlace para restablecer la contraseña.',
    failed: 'No se envió el enlace',
    back: 'Volver a Iniciar sesión',
  },
  reset: {
    heading: 'Elija una contraseña nueva',
    password: 'Contraseña nueva',
    confirm: 'Confirme la contraseña nueva',
    save: 'Guardar la contraseña nueva',
    saving: 'Guardando...',
    expired: 'Es posible que el enlace haya vencido:',
    askAgain: 'pida uno nuevo',
  },
  verify: {
    heading: 'Verificación del correo electrónico',
    working: 'Verificando su correo electrónico...',
    verified: 'Su correo electrónico está verificado. Lo llevamos a su panel...',
    failed:
      'Este enlace de verificación no es válido o ya venció. Inicie sesión y pida uno nuevo desde su panel, o',
    signIn: 'vaya a Iniciar sesión',
  },
  getStarted: {
    heading: 'Comience hoy',
    text: 'Cuéntenos lo que necesita su familia y le mostraremos centros que le convienen, o publique su propio centro para que las familias lo encuentren.',
    findCenter: 'Encontrar un centro',
    listCenter: 'Publicar su centro',
    browse: 'Ver centros',
    welcome: 'Bienvenido de nuevo',
    userText:
      'Mantenga sus anuncios al día para que las familias sepan lo que ofrece y cuándo tiene lugar.',
    adminText:
      'Revise los anuncios nuevos, mantenga correcta la información de los centros y administre las cuentas.',
    dashboard: 'Ir al panel (en inglés)',
    admin: 'Ir al panel de administración (en inglés)',
  },
  errors: {
    'Failed to create record.': 'No se pudo crear la cuenta.',
    'Value must be unique.': 'Ya está en uso.',
    'Must be a valid email address.': 'Debe ser un correo electrónico válido.',
    'Cannot be blank.': 'No puede estar vacío.',
    'Invalid or expired token.': 'El enlace no es válido o ya venció.',
    'Invalid or expired password reset token.':
      'El enlace para restablecer la contraseña no es válido o ya venció.',
    'Too Many Requests.': 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
    'Something went wrong while processing your request.':
      'Algo salió mal al procesar su solicitud.',
    Email: 'Correo electrónico',
    Password: 'Contraseña',
    'Password confirmation': 'Confirmación de la contraseña',
    'Full name': 'Nombre completo',
    Link: 'Enlace',
  },
  tooManySignIns: {
    one: 'Demasiados intentos fallidos. Espere {count} minuto antes de volver a intentarlo, o restablezca su contraseña.',
    other:
      'Demasiados intentos fallidos. Espere {count} minutos antes de volver a intentarlo, o restablezca su contraseña.',
  },
} satisfies Messages<'auth'>;
