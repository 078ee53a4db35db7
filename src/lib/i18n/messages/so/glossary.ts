import type { Messages } from '../../types.ts';

export default {
  autism: 'otiisam',
  aba: 'Falanqaynta Dabeecadda ee la Dabaqo (ABA)',
  waitlist: 'liiska sugitaanka',
  medicalAssistance: 'Kaalmada Caafimaadka (Medical Assistance)',
  minnesotaCare: 'MinnesotaCare',
  eidbi: 'Faragelinta Degdegga ah ee Xooggan ee Korriinka iyo Dabeecadda (EIDBI)',
  tefra: 'TEFRA',
} satisfies Messages<'glossary'>;
