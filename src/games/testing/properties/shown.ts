// The secrets check the app's own secrets test makes of the table view (src/app/secrets.test.tsx), made of
// messages instead of a rendered screen: no text shown may contain a secret fact as the reveal says it, in
// either language. A fact whose key has no words would make the check vacuous: that is an error too.
import { hasString, type Lang, makeTranslate } from '../../../app/i18n';
import type { Msg, Player, SecretFact } from '../../../engine/types';

const LANGS: readonly Lang[] = ['ja', 'en'];

/** Each message of `shown` that names a fact of `facts`, said as a sentence, for a test to print; [] when none does. */
export function namedSecrets(
  shown: readonly Msg[],
  facts: readonly SecretFact[],
  players: readonly Player[],
): string[] {
  if (shown.length === 0 || facts.length === 0) return [];
  const found: string[] = [];
  for (const lang of LANGS) {
    const t = makeTranslate(lang, players);
    const said = facts.map((f) => {
      if (!hasString(lang, f.fact.key)) throw new Error(`no ${lang} words for the secret ${f.fact.key}`);
      return t(f.fact);
    });
    for (const msg of shown) {
      const text = t(msg);
      for (const fact of said) if (text.includes(fact)) found.push(`${lang}: "${text}" names "${fact}"`);
    }
  }
  return found;
}
