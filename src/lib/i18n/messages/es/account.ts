import type { Messages } from '../../types.ts';

export default {
  errors: {
    'Please enter a valid email address': 'Escriba un correo electrónico válido',
    'Please enter your password': 'Escriba su contraseña',
    'Passwords do not match. Please check and try again.':
      'Las contraseñas no coinciden. Revíselas y vuelva a intentarlo.',
    'Password must be at least 8 characters.': 'La contraseña debe tener al menos 8 caracteres.',
    'Password must be at most 71 characters.':
      'La contraseña debe tener como máximo 71 caracteres.',
    'Password is too long. Letters with accents, letters of other alphabets, symbols and emoji take up more room than plain letters and digits: please use a shorter password.':
      'La contraseña es demasiado larga. Las letras con acento, las letras de otros alfabetos, los símbolos y los emoji ocupan más espacio que las letras y los números simples: use una contraseña más corta.',
    'Password cannot be only spaces.': 'La contraseña no puede ser solo espacios.',
    'This password is too common and easy to guess. Please choose another one.':
      'Esta contraseña es muy común y fácil de adivinar. Elija otra.',
    'An unexpected error occurred. Please try again.':
      'Ocurrió un error inesperado. Vuelva a intentarlo.',
    'We could not reach the server. Check your connection and try again; nothing was changed.':
      'No pudimos comunicarnos con el servidor. Revise su conexión y vuelva a intentarlo; no se cambió nada.',
    'Failed to authenticate.': 'El correo electrónico o la contraseña no son correctos.',
  },
} satisfies Messages<'account'>;
