// Every user-visible string of the Edo merchant game, in Japanese (primary) and English: one file per language,
// so that the app downloads only the language in use (see ui/index.tsx); add new strings to both files.
import type { GameStrings } from '../../engine/types';
import { en } from './i18n.en';
import { ja } from './i18n.ja';

/** The Edo merchant game's strings. */
export const strings: GameStrings = { ja, en };
