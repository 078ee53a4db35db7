import type { Messages } from '../../types.ts';

export default {
  family: {
    subject: 'Sus centros de autismo',
    hello: 'Hola, {name}: gracias por su solicitud.',
    matches: 'Estos centros coinciden con sus respuestas, el más adecuado primero:',
    partial: 'Todavía ningún centro cumple con todo lo que pidió. Estos son los más cercanos:',
    none: 'Todavía ningún centro coincide con sus respuestas. Nos comunicaremos con usted para ayudarle.',
    sharedWith: 'Como usted lo permitió, enviamos su solicitud a: {centers}.',
    follow: 'Siga su solicitud en esta página privada (no comparta el enlace):',
    statusLink: 'El estado de su solicitud',
  },
  opening: {
    subject: '{center} ya acepta nuevos clientes',
    hello: 'Hola, {name}:',
    body: '{center} en {city}, uno de sus centros, tenía lista de espera y ahora acepta nuevos clientes.',
    optOut:
      'Usted pidió que le avisáramos de lugares disponibles. Puede desactivar estos avisos en la página de su solicitud:',
    statusLink: 'El estado de su solicitud',
  },
  account: {
    hello: 'Hola:',
    thanks: 'Gracias, el equipo de {site}',
    verification: {
      subject: 'Verifique su correo electrónico de {site}',
      body: 'Gracias por unirse a {site}. Abra el enlace de abajo para verificar su correo electrónico.',
      link: 'Verificar mi correo electrónico',
      ignore: 'Si no acaba de crear una cuenta, puede ignorar este mensaje.',
    },
    reset: {
      subject: 'Restablezca su contraseña de {site}',
      body: 'Abra el enlace de abajo para elegir una contraseña nueva.',
      link: 'Elegir una contraseña nueva',
      ignore: 'Si no pidió restablecer su contraseña, puede ignorar este mensaje.',
    },
    taken: {
      subject: 'Alguien intentó crear una cuenta con su correo electrónico',
      body: 'Alguien, quizás usted, intentó crear una cuenta nueva con este correo electrónico. Usted ya tiene una cuenta, así que no se creó otra.',
      signIn:
        'Si fue usted, inicie sesión. Si olvidó su contraseña, elija «¿Olvidó su contraseña?» en la página de inicio de sesión para crear una nueva.',
      link: 'Iniciar sesión',
      ignore: 'Si no fue usted, puede ignorar este mensaje: nada de su cuenta ha cambiado.',
    },
  },
} satisfies Messages<'mail'>;
