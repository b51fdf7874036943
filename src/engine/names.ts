// Players' names as a table will read them: a name made only of characters that print as nothing
// (zero-width spaces and joiners, direction marks, Hangul fillers) is no name at all.

/** Characters that take no visible room: format controls, separators, spaces and the Hangul fillers. */
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0]/gu;

/** The name trimmed, or '' when nothing of it would show. */
export function playerName(raw: string): string {
  const name = raw.trim();
  return name.replace(INVISIBLE, '') === '' ? '' : name;
}

/**
 * What two names must differ in for a table to tell the players apart: not in letter case, nor in full- or
 * half-width letters (a Japanese keyboard left in full width types "Ａｙａ" for "Aya").
 */
export function nameKey(raw: string): string {
  return playerName(raw).normalize('NFKC').toLocaleLowerCase();
}
