import type { Messages } from '../../types.ts';

export default {
  autism: 'autism',
  aba: 'Kev Siv Txuj Ci Tshuaj Xyuas Tus Cwj Pwm (ABA)',
  waitlist: 'daim ntawv teev npe tos',
  medicalAssistance: 'Medical Assistance (MA)',
  minnesotaCare: 'MinnesotaCare',
  eidbi: 'Kev Pab Thaum Ntxov Txog Kev Loj Hlob thiab Tus Cwj Pwm (EIDBI)',
  tefra: 'TEFRA',
} satisfies Messages<'glossary'>;
