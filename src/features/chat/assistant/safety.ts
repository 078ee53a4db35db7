/**
 * Questions the assistant never answers from a center's data: emergencies (911 and 988) and
 * requests for medical, diagnostic or treatment advice (a clinician). Checked before any
 * provider runs, so a configured model cannot answer them either.
 */

const EMERGENCY =
  /\b(suicid\w*|kill (my|him|her|them)sel(f|ves)|want(s)? to die|end (my|his|her|their) life|hurt(ing)? (my|him|her|them)sel(f|ves)|self[- ]harm\w*|overdos\w*|not breathing|stopped breathing|unconscious|unresponsive|having a seizure|emergency|in danger|swallowed (pills|poison|something)|poison(ed|ing)?|bleeding badly|(is|are|has gone|have gone|went|gone) missing|(ran|run|has run) away|wandered (off|away)|can'?t find (my|our) (child|son|daughter|kid|boy|girl))\b/i;

const MEDICAL_ADVICE =
  /\b(does my (child|son|daughter|kid|toddler|baby) have|is my (child|son|daughter|kid|toddler|baby) (autistic|on the spectrum)|do(es)? (i|he|she|they) have autism|diagnose my|should (i|we) (give|try|start|stop|increase|decrease|change|use)|medications?|medicine|dosage|dose|prescri\w*|side effects?|supplements?|melatonin|risperidone|aripiprazole|ritalin|adderall|cure|vaccines?|how (do|can|should) (i|we) treat|what (therapy|treatment) (should|would|is best)|best treatment|is aba (right|safe|harmful|good) for)\b/i;

/** The reply to an emergency wording: call 911, or 988 for a mental-health crisis. */
export const EMERGENCY_REPLY =
  'If someone is in danger or this is a medical emergency, call 911 now. For a mental health or suicide crisis, call or text 988 (the Suicide & Crisis Lifeline), any time, day or night. I am an automated assistant and cannot help in an emergency.';

/** The kind refusal of medical, diagnostic or treatment advice, with a pointer to a clinician. */
export function medicalAdviceReply(centerName: string): string {
  return `I'm sorry, I can't give medical, diagnostic or treatment advice. Your child's pediatrician, a developmental specialist or another licensed clinician is the right person to ask. I can tell you what ${centerName} has published: its services, hours, ages served, insurance accepted and how to reach them.`;
}

/** What kind of question this is, as far as safety goes. */
export type SafetyCheck = 'emergency' | 'medical-advice' | 'ok';

/** Classifies a question: an emergency wording wins over a medical-advice request. */
export function checkSafety(question: string): SafetyCheck {
  if (EMERGENCY.test(question)) return 'emergency';
  if (MEDICAL_ADVICE.test(question)) return 'medical-advice';
  return 'ok';
}
