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
} satisfies Messages<'mail'>;
