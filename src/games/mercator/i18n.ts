// Every user-visible string of Mercator, in Japanese (primary) and English.
// One file per language (i18n.ja.ts, i18n.en.ts), so that the app downloads only the language in use;
// add every new string to both.
import type { GameStrings } from '../../engine/types';
import { en } from './i18n.en';
import { ja } from './i18n.ja';

/** The game's strings in both languages (tests and tools; the app loads them one language at a time). */
export const strings: GameStrings = { ja, en };
