import type { Messages } from '../../types.ts';

export default {
  family: {
    subject: 'Cov chaw kho autism uas haum rau koj',
    hello: 'Nyob zoo {name}, ua tsaug rau koj daim ntawv thov.',
    matches: 'Cov chaw no haum koj cov lus teb, lub haum tshaj plaws nyob ua ntej:',
    partial: 'Tseem tsis tau muaj lub chaw twg haum txhua yam koj thov. Cov no ze tshaj plaws:',
    none: 'Tseem tsis tau muaj lub chaw twg haum koj cov lus teb. Peb yuav tiv tauj koj los pab koj.',
    sharedWith: 'Raws li koj tso cai, peb tau xa koj daim ntawv thov mus rau: {centers}.',
    follow:
      'Saib koj daim ntawv thov ntawm nplooj ntawv ntiag tug no (tsis txhob muab txoj kab txuas rau lwm tus):',
    statusLink: 'Koj daim ntawv thov nyob qhov twg lawm',
  },
  opening: {
    subject: '{center} pib txais cov neeg tshiab lawm',
    hello: 'Nyob zoo {name},',
    body: '{center} hauv {city}, ib lub chaw uas haum rau koj, tau muaj daim ntawv teev npe tos thiab tam sim no txais cov neeg tshiab lawm.',
    optOut:
      'Koj tau thov kom qhia koj thaum muaj chaw khoob. Koj kaw tau qhov no ntawm koj nplooj ntawv daim ntawv thov:',
    statusLink: 'Koj daim ntawv thov nyob qhov twg lawm',
  },
  account: {
    hello: 'Nyob zoo,',
    thanks: 'Ua tsaug, pab neeg {site}',
    verification: {
      subject: 'Lees paub koj email rau {site}',
      body: 'Ua tsaug uas koj koom {site}. Qhib txoj kab txuas hauv qab no los lees paub koj chaw nyob email.',
      link: 'Lees paub kuv email',
      ignore:
        'Yog koj tsis tau tsim ib tug account tam sim no, koj tsis tas ua dab tsi rau tsab ntawv no.',
    },
    reset: {
      subject: 'Teeb koj lo lus zais tshiab rau {site}',
      body: 'Qhib txoj kab txuas hauv qab no los xaiv ib lo lus zais tshiab.',
      link: 'Xaiv lo lus zais tshiab',
      ignore:
        'Yog koj tsis tau thov kom teeb lo lus zais tshiab, koj tsis tas ua dab tsi rau tsab ntawv no.',
    },
    taken: {
      subject: 'Muaj ib tug neeg sim tsim account nrog koj email',
      body: 'Muaj ib tug neeg, tej zaum yog koj, sim tsim ib tug account tshiab nrog qhov email no. Koj twb muaj ib tug account lawm, yog li tsis tau tsim ib tug tshiab.',
      signIn:
        'Yog koj, thov nkag mus hloov. Yog koj tsis nco koj lo lus zais, xaiv «Koj puas tsis nco koj lo lus zais?» ntawm nplooj ntawv nkag mus los teeb ib lo lus tshiab.',
      link: 'Nkag Mus',
      ignore:
        'Yog tsis yog koj, koj tsis tas ua dab tsi: tsis muaj dab tsi hloov ntawm koj account.',
    },
  },
} satisfies Messages<'mail'>;
