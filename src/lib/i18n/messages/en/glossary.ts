/**
 * The field's terms, as every message of a language writes them. The translations follow the
 * Minnesota Department of Human Services' published materials in each language where they
 * exist (program names such as MinnesotaCare, EIDBI and TEFRA stay as DHS keeps them);
 * glossary.test.ts checks every message uses them.
 */
export default {
  autism: 'autism',
  aba: 'Applied Behavior Analysis (ABA)',
  waitlist: 'waitlist',
  medicalAssistance: 'Medical Assistance',
  minnesotaCare: 'MinnesotaCare',
  eidbi: 'Early Intensive Developmental and Behavioral Intervention (EIDBI)',
  tefra: 'TEFRA',
} as const;
