import type { Messages } from '../../types.ts';

export default {
  title: 'Nala soo xiriir',
  intro: 'Fariin u dir kooxda websaydka. Waxaan kugu soo jawaabnaa iimayl ama telefoon.',
  fields: {
    fullName: 'Magaca oo buuxa',
    email: 'Iimaylka',
    phone: 'Telefoonka',
    businessName: 'Magaca ganacsiga (ikhtiyaari)',
    message: 'Fariinta',
  },
  cancel: 'Jooji',
  send: 'Dir fariinta',
  sending: 'Waa la dirayaa...',
  sentTitle: 'Fariinta waa la diray!',
  sent: 'Waad ku mahadsan tahay fariintaada. Dhowaan ayaan kuu soo jawaabi doonnaa.',
  failedTitle: 'Khalad',
  failed: 'Fariinta lama diri karin. Fadlan mar kale isku day.',
  errors: {
    'Full name must be at least 2 characters':
      'Magaca oo buuxa waa inuu ahaadaa ugu yaraan 2 xaraf',
    'Please enter a valid email address': 'Fadlan qor iimayl sax ah',
    'Please enter a valid phone number': 'Fadlan qor lambar telefoon oo sax ah',
    'Message must be at least 10 characters': 'Fariintu waa inay ahaataa ugu yaraan 10 xaraf',
    'This text is too long': 'Qoraalkani aad buu u dheer yahay',
  },
} satisfies Messages<'contact'>;
