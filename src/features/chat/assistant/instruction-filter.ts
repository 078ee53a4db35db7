/**
 * Recognises text in a center's knowledge base that addresses the assistant instead of
 * describing the center (prompt injection). The knowledge base is what an owner typed and what
 * was scraped from a website: anyone can put words there, so a passage that reads as an order
 * to a chatbot is never quoted to families nor handed to a model.
 *
 * Wordings are matched after the text is folded to plain lower-case ASCII words, so look-alike
 * letters, full-width forms, invisible characters and spaced or dotted letters ('i g n o r e',
 * 'ign.ore') do not hide an instruction.
 */

/** Characters that render as nothing: they can split a word without anyone seeing it. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** Cyrillic and Greek letters that look like Latin ones, and the Latin letter each passes for. */
const LOOKALIKE_FROM = 'аеорсхуіјѕԁɡοαεικντυρ';
const LOOKALIKE_TO = 'aeopcxyijsdgoaeikvtup';

/** The text as plain lower-case words, so disguised wordings compare as ordinary ones. */
export function foldForMatching(text: string): string {
  const folded = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase()
    .replace(/\P{ASCII}/gu, (ch) => LOOKALIKE_TO[LOOKALIKE_FROM.indexOf(ch)] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  // Letters written one by one ('i g n o r e', 'i.g.n.o.r.e') are joined back into a word.
  return folded
    .replace(/\b(?:[a-z][ .\-_*]){3,}[a-z]\b/g, (run) => run.replace(/[ .\-_*]/g, ''))
    .replace(/\s+/g, ' ');
}

/** Who an injected instruction speaks to. */
const ADDRESSEE =
  '(?:ai|a\\.i\\.|assistant|chat ?bot|bot|language model|llm|model|gpt|chatgpt|claude|gemini|copilot|agent|virtual assistant)';

/** Verbs of telling: what an injection orders the assistant to say. */
const TELL = '(?:tell|say|answer|reply|respond|state|claim|inform|assure|repeat|insist)';

/** Who the assistant is told to tell. */
const AUDIENCE =
  '(?:families|family|parents|parent|users|user|visitors|visitor|everyone|everybody|anyone|anybody|people|callers|customers|clients|them|whoever asks)';

const PATTERNS: RegExp[] = [
  // Overriding what came before: 'ignore / disregard / forget your previous rules'.
  /\b(?:ignore|disregard|forget|override|overrule|bypass|abandon|set aside|throw out|pay no attention to|do not follow|don't follow|stop following|no longer follow)\b[^.!?\n]{0,40}\b(?:(?:your|my|these|those|all|any|previous|prior|earlier|above|preceding|original|initial|system|existing|other|standing|old) (?:instructions?|rules|guidelines|directions|directives|prompts?|policies|constraints|restrictions|guardrails|context|programming|training)|system (?:prompt|message)|programming|guardrails)\b/,
  /\b(?:ignore|disregard|forget)\s+(?:all|everything|anything)\s+(?:previous|prior|above|earlier|before|else|(?:you (?:were|have been|'ve been) (?:told|given|instructed)))\b/,
  // Naming the machinery: system prompts, developer mode, jailbreaks, chat-template tokens.
  /\b(?:system prompt|system message|system note|system override|admin override|developer mode|dev mode|god mode|jailbreak\w*|prompt injection|do anything now|dan mode|hidden instructions?|new instructions?|updated instructions?|real instructions?|secret instructions?|instructions? for (?:the )?(?:ai|assistant|bot|model|chatbot))\b/,
  /<\|?\/?(?:system|assistant|user|im_start|im_end|instructions?|inst)\|?>|\[\/?(?:inst|system)\]|#{2,}\s*(?:instruction|system|response)/,
  // A line or sentence that speaks to the assistant: 'Assistant:', 'Note to the AI', 'Dear chatbot'.
  new RegExp(
    `(?:^|[.!?\\n]\\s*)(?:attention|note to|message to|dear|hey|hi|to)? ?(?:the |any |all )?${ADDRESSEE}s?\\s*[:,]`,
  ),
  new RegExp(
    `\\b(?:note|message|instructions?|reminder|memo) (?:to|for) (?:the |any |all )?${ADDRESSEE}s?\\b`,
  ),
  new RegExp(`\\bif you (?:are|'re) (?:an? |the )?${ADDRESSEE}\\b`),
  new RegExp(
    `\\b(?:as|dear|any|all|every) (?:an? )?${ADDRESSEE}s? (?:reading|processing|summari[sz]ing|answering)\\b`,
  ),
  // Giving the assistant a new identity or task.
  /\b(?:you are now|you're now|you are no longer|you're no longer|from now on,? you|your (?:new |real |true |actual )?(?:role|task|job|goal|purpose|instructions?|persona|identity) (?:is|are|will be)|pretend (?:to be|you are|you're|that you)|role[- ]?play as|act as (?:if|though|an?|the)|behave as (?:if|an?|the)|switch (?:to|into) \w+ mode|enter \w+ mode)\b/,
  // Ordering what to tell families: 'tell families that...', 'always answer that...', 'when asked, say...'.
  new RegExp(
    `(?:^|[.!?:;\\n]\\s*|\\b(?:please|always|just|simply|you must|you should|you will|you shall|make sure (?:to|you)|be sure to|remember to|never|do not|don't)\\s+)${TELL} (?:(?:all |any |every |the )?${AUDIENCE} )?(?:that|we|our|this center|the center|it is|there is|there are)\\b`,
  ),
  new RegExp(
    `\\b(?:when|whenever|if) (?:anyone|someone|somebody|a user|users|a parent|parents|a family|families|a visitor|visitors|people|you are|you're|they) (?:ask|asks|asked|inquire|inquires|wants? to know)\\b[^.!?\\n]{0,80}\\b(?:${TELL}|you must|you should|always)\\b`,
  ),
  new RegExp(`\\b(?:always|only|never) ${TELL} (?:that|with ["']|by saying|yes\\b|no\\b|["'])`),
  new RegExp(
    `\\b(?:do not|don't|never) (?:tell|mention|reveal|disclose|say|admit|bring up) (?:to )?(?:the )?${AUDIENCE}\\b`,
  ),
  new RegExp(
    `\\b(?:reveal|print|repeat|show|output|leak|recite) (?:your|the) (?:system |initial |original |hidden )?(?:prompt|instructions|rules|configuration)\\b`,
  ),
];

/** True when a passage tries to instruct the assistant instead of describing the center. */
export function isInstructionLike(text: string): boolean {
  const folded = foldForMatching(text);
  return PATTERNS.some((pattern) => pattern.test(folded));
}
