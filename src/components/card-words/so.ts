import directory from '../../lib/i18n/messages/so/directory.ts';
import facts from '../../lib/i18n/messages/so/facts.ts';
import type { IslandWords } from '../card-words.ts';

/** The directory island's words in this language: a chunk of its own, loaded on hydration. */
export default { locale: 'so', messages: { directory, facts } } satisfies IslandWords;
