/**
 * Questions the assistant never answers from a center's data: emergencies (911 and 988) and
 * requests for medical, diagnostic or treatment advice (a clinician). Checked before any
 * provider runs, so a configured model cannot answer them either. Families may write in any
 * of the site's languages, so the commonest wordings in Spanish, Somali and Hmong count too.
 */
import englishChat from '../../../lib/i18n/messages/en/chat.ts';
import { plainWords } from './topic-words.ts';

const EMERGENCY =
  /\b(suicid\w*|kill (my|him|her|them)sel(f|ves)|want(s)? to die|end (my|his|her|their) life|hurt(ing)? (my|him|her|them)sel(f|ves)|self[- ]harm\w*|overdos\w*|not breathing|stopped breathing|unconscious|unresponsive|having a seizure|emergency|in danger|swallowed (pills|poison|something)|poison(ed|ing)?|bleeding badly|(is|are|has gone|have gone|went|gone) missing|(ran|run|has run) away|wandered (off|away)|can'?t find (my|our) (child|son|daughter|kid|boy|girl))\b/i;

const MEDICAL_ADVICE =
  /\b(does my (child|son|daughter|kid|toddler|baby) have|is my (child|son|daughter|kid|toddler|baby) (autistic|on the spectrum)|do(es)? (i|he|she|they) have autism|diagnose my|should (i|we) (give|try|start|stop|increase|decrease|change|use)|medications?|medicine|dosage|dose|prescri\w*|side effects?|supplements?|melatonin|risperidone|aripiprazole|ritalin|adderall|cure|vaccines?|how (do|can|should) (i|we) treat|what (therapy|treatment) (should|would|is best)|best treatment|is aba (right|safe|harmful|good) for)\b/i;

/** The same, as written in Spanish, Somali and Hmong (matched without accents, lower case). */
const EMERGENCY_ELSEWHERE =
  /\b(emergencia|suicid\w*|quitarse la vida|matarme|en peligro|no respira|sobredosis|convulsion|envenenad\w*|desaparecid\w*|se perdio|degdeg|is dil\w*|isdil\w*|khatar|ma neefsanayo|xwm txheej ceev|tua tus kheej|phom sij|tsis ua pa)\b/;
const MEDICAL_ADVICE_ELSEWHERE =
  /\b(medicamentos?|medicinas?|dosis|recetar?|diagnosticar|tiene autismo|es autista|dawo\w*|ma qabaa otiisam|tshuaj|puas muaj autism)\b/;

/** The reply to an emergency wording: call 911, or 988 for a mental-health crisis. */
export const EMERGENCY_REPLY = englishChat.answers.emergency;

/** What kind of question this is, as far as safety goes. */
export type SafetyCheck = 'emergency' | 'medical-advice' | 'ok';

/** Classifies a question: an emergency wording wins over a medical-advice request. */
export function checkSafety(question: string): SafetyCheck {
  const plain = plainWords(question);
  if (EMERGENCY.test(question) || EMERGENCY_ELSEWHERE.test(plain)) return 'emergency';
  if (MEDICAL_ADVICE.test(question) || MEDICAL_ADVICE_ELSEWHERE.test(plain)) {
    return 'medical-advice';
  }
  return 'ok';
}
