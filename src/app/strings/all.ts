// Every string of the shell in one table per language, for tests and tools that check what a screen says.
import { en as screensEn } from './en';
import { en as homeEn, ja as homeJa } from './home';
import { ja as screensJaOnly } from './ja';

/** Japanese: home's strings and the screens'. */
export const ja: Record<string, string> = { ...homeJa, ...screensJaOnly };
/** English: home's strings and the screens'. */
export const en: Record<string, string> = { ...homeEn, ...screensEn };
