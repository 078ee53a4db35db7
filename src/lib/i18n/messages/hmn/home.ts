import type { Messages } from '../../types.ts';

export default {
  heading: 'Nrhiav Lub Chaw Pab Autism Uas Haum Rau Koj hauv Minnesota',
  findACenter: 'Nrhiav ib lub chaw pab',
  browseAll: 'Saib tag nrho cov chaw pab',
  valuesHeading: 'Vim li cas cov tsev neeg siv phau ntawv teev no',
  values: {
    coverage: {
      title: 'Thoob plaws lub xeev',
      text: 'Cov chaw pab nyob hauv txhua lub zej zog loj tshaj plaws ntawm Minnesota, txij Minneapolis thiab Saint Paul mus txog Duluth, Rochester thiab Moorhead.',
    },
    quality: {
      title: 'Kev saib xyuas zoo',
      text: 'Saib txhua lub chaw pab cov kev pab, cov hnub nyoog uas nws pab, cov kev pov hwm uas nws txais thiab seb nws puas muaj chaw rau cov neeg tshiab.',
    },
    directory: {
      title: 'Phau ntawv teev tiav',
      text: 'Nrhiav thiab xaiv txhua lub chaw pab nyob rau tib qho chaw, ces hu los yog mus saib cov uas haum rau koj tsev neeg.',
    },
  },
  featured: {
    heading: 'Cov chaw pab tshwj xeeb',
    loading: 'Tab tom thauj cov chaw pab tshwj xeeb',
    none: 'Tam sim no tsis muaj cov chaw pab tshwj xeeb.',
    error: 'Thauj tsis tau cov chaw pab tshwj xeeb',
    unknownError: 'Muaj ib qho yuam kev uas tsis paub',
    tryAgain: 'Sim dua',
  },
} satisfies Messages<'home'>;
