import type { Messages } from '../../types.ts';

export default {
  title: 'Tiv tauj peb',
  intro:
    'Xa ib tsab ntawv rau pab neeg ntawm lub website. Peb teb los ntawm email lossis xov tooj.',
  fields: {
    fullName: 'Npe tag nrho',
    email: 'Email',
    phone: 'Xov tooj',
    businessName: 'Lub npe lag luam (tsis yuam)',
    message: 'Tsab ntawv',
  },
  cancel: 'Tso tseg',
  send: 'Xa tsab ntawv',
  sending: 'Tab tom xa...',
  sentTitle: 'Xa tsab ntawv lawm!',
  sent: 'Ua tsaug rau koj tsab ntawv. Peb yuav teb koj sai sai no.',
  failedTitle: 'Muaj teeb meem',
  failed: 'Xa tsis tau tsab ntawv. Thov rov sim dua.',
  errors: {
    'Full name must be at least 2 characters':
      'Npe tag nrho yuav tsum muaj tsawg kawg 2 tus niam ntawv',
    'Please enter a valid email address': 'Thov sau ib qho email uas siv tau',
    'Please enter a valid phone number': 'Thov sau ib tus xov tooj uas siv tau',
    'Message must be at least 10 characters':
      'Tsab ntawv yuav tsum muaj tsawg kawg 10 tus niam ntawv',
    'This text is too long': 'Cov ntawv no ntev dhau lawm',
  },
} satisfies Messages<'contact'>;
