import type { Messages } from '../../types.ts';

export default {
  title: 'Contáctenos',
  intro: 'Envíe un mensaje al equipo del sitio. Le respondemos por correo electrónico o teléfono.',
  fields: {
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    businessName: 'Nombre de la empresa (opcional)',
    message: 'Mensaje',
  },
  cancel: 'Cancelar',
  send: 'Enviar mensaje',
  sending: 'Enviando...',
  sentTitle: '¡Mensaje enviado!',
  sent: 'Gracias por su mensaje. Le responderemos pronto.',
  failedTitle: 'Error',
  failed: 'No se pudo enviar el mensaje. Por favor, inténtelo de nuevo.',
  errors: {
    'Full name must be at least 2 characters':
      'El nombre completo debe tener al menos 2 caracteres',
    'Please enter a valid email address': 'Escriba un correo electrónico válido',
    'Please enter a valid phone number': 'Escriba un número de teléfono válido',
    'Message must be at least 10 characters': 'El mensaje debe tener al menos 10 caracteres',
    'This text is too long': 'Este texto es demasiado largo',
  },
} satisfies Messages<'contact'>;
