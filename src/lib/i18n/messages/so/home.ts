import type { Messages } from '../../types.ts';

export default {
  heading: 'Hel xarunta otiisamka ee kugu habboon gudaha Minnesota',
  findACenter: 'Hel xarun',
  browseAll: 'Eeg dhammaan xarumaha',
  valuesHeading: 'Sababta qoysasku u isticmaalaan hagaha',
  values: {
    coverage: {
      title: 'Gobolka oo dhan',
      text: 'Xarumo ku yaal dhammaan bulshooyinka ugu waaweyn ee Minnesota, laga bilaabo Minneapolis iyo Saint Paul ilaa Duluth, Rochester iyo Moorhead.',
    },
    quality: {
      title: 'Daryeel tayo leh',
      text: 'Arag adeegyada xarun kasta, da’da ay u adeegto, caymiska ay aqbasho iyo haddii ay meel u hayso macaamiil cusub.',
    },
    directory: {
      title: 'Hage dhammaystiran',
      text: 'Ka raadi oo kala shaandhee xarun kasta meel keliya, kadibna wac ama booqo kuwa ku habboon qoyskaaga.',
    },
  },
  featured: {
    heading: 'Xarumaha la soo bandhigay',
    loading: 'Xarumaha la soo bandhigay waa la soo rarayaa',
    none: 'Hadda ma jiraan xarumo la soo bandhigay.',
    error: 'Lama soo rari karin xarumaha la soo bandhigay',
    unknownError: 'Qalad aan la garanayn ayaa dhacay',
    tryAgain: 'Isku day mar kale',
  },
} satisfies Messages<'home'>;
