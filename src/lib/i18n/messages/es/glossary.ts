import type { Messages } from '../../types.ts';

export default {
  autism: 'autismo',
  aba: 'Análisis Aplicado de la Conducta (ABA)',
  waitlist: 'lista de espera',
  medicalAssistance: 'Asistencia Médica',
  minnesotaCare: 'MinnesotaCare',
  eidbi: 'Intervención Temprana Intensiva del Desarrollo y del Comportamiento (EIDBI)',
  tefra: 'TEFRA',
} satisfies Messages<'glossary'>;
