import type { Messages } from '../../types.ts';

export default {
  page: {
    title: 'Reclame su ficha',
    description:
      'Reclame la ficha de su centro con su código de acceso y mantenga su información al día para las familias.',
    heading: 'Reclame su ficha',
    intro:
      'Es posible que su centro ya esté en el directorio. Reclámelo con el código de acceso que recibió con la ficha y mantenga al día su horario, los seguros, las edades que atiende y los lugares disponibles.',
  },
  step: 'Paso {step} de 2',
  code: {
    heading: 'Verifique su código de acceso',
    intro: 'El código de acceso es el número de 8 dígitos que recibió con su ficha.',
    label: 'Código de acceso',
    centerName: 'Nombre del centro (opcional)',
    centerNameHint: 'Basta con una parte del nombre.',
    verify: 'Verificar código',
    checking: 'Verificando...',
  },
  account: {
    heading: 'Reclamar {center}',
    signedIn: 'Inició sesión como {email}; la ficha pasará a esta cuenta.',
    signInOrUp: 'Inicie sesión en su cuenta, o cree una, para reclamar esta ficha.',
    group: 'Cuenta',
    signIn: 'Iniciar sesión',
    createAccount: 'Crear cuenta',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirme la contraseña',
    claim: 'Reclamar ficha',
    signInAndClaim: 'Iniciar sesión y reclamar',
    createAndClaim: 'Crear cuenta y reclamar',
    claiming: 'Reclamando...',
    otherCode: 'Usar otro código de acceso',
    done: '{center} ya es suyo. Lo llevamos a su panel...',
  },
  toasts: {
    codeRequiredTitle: 'Falta el código de acceso',
    codeRequired: 'Por favor, escriba su código de acceso.',
    invalidTitle: 'Código de acceso no válido',
    invalid: 'Este código de acceso no es válido o el centro ya fue reclamado.',
    validationTitle: 'Error de verificación',
    validationFailed: 'No se pudo verificar el código de acceso. Por favor, inténtelo de nuevo.',
    mismatchTitle: 'Las contraseñas no coinciden',
    authTitle: 'Error de inicio de sesión',
    errorTitle: 'Error',
    unconfirmed:
      'Es posible que el proceso de reclamo no haya terminado bien. Por favor, revise su panel.',
    successTitle: 'Listo',
    success: '{center} ya es suyo. Lo llevamos a su panel...',
    failedTitle: 'No se pudo reclamar',
    failed:
      'Es posible que este centro ya haya sido reclamado. Por favor, revise su código de acceso.',
  },
  errors: {
    'Please enter the access code for your listing.':
      'Por favor, escriba el código de acceso de su ficha.',
    'Please enter an access code.': 'Por favor, escriba un código de acceso.',
    'No center found with that access code. Please check and try again.':
      'No encontramos ningún centro con ese código de acceso. Revíselo e inténtelo de nuevo.',
    'Too many incorrect access codes. Please wait 15 minutes and try again.':
      'Demasiados códigos de acceso incorrectos. Espere 15 minutos e inténtelo de nuevo.',
  },
} satisfies Messages<'claim'>;
