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
} satisfies Messages<'mail'>;
