import directory from '../../lib/i18n/messages/hmn/directory.ts';
import facts from '../../lib/i18n/messages/hmn/facts.ts';
import type { IslandWords } from '../card-words.ts';

/** The directory island's words in this language: a chunk of its own, loaded on hydration. */
export default { locale: 'hmn', messages: { directory, facts } } satisfies IslandWords;
