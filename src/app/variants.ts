// Which rules a game is played with, said in one line on its screen: a table that believed it played a variant
// (or not) found out 35 entries in (issue 32). Only a game that has variants to choose says so.
import type { AnyGameModule, Json } from '../engine/types';
import type { Translate } from '../games/types';

/**
 * The variants of a game with these options and this many players, in the table's language: each boolean
 * option that is on, each number or choice that differs from its default for this many players (Edo's deck
 * corrected by hand); "basic rules" when none; null for a game with no variant to choose. An option's short
 * name is `<label>.short` where the game has one, a number's is `<label>.value` with {n}.
 */
export function variantsLine(
  module: AnyGameModule,
  options: Readonly<Record<string, Json>>,
  playerCount: number,
  t: Translate,
  has: (key: string) => boolean,
): string | null {
  if (module.options.specs.length === 0) return null;
  const defaults = module.options.defaults(playerCount) as Record<string, Json>;
  const named = (key: string) => t(has(`${key}.short`) ? `${key}.short` : key);
  const parts: string[] = [];
  for (const spec of module.options.specs) {
    const value = options[spec.key] ?? defaults[spec.key];
    if (spec.kind === 'boolean') {
      if (value === true) parts.push(named(spec.label));
    } else if (value !== defaults[spec.key] && value !== undefined && value !== null) {
      if (spec.kind === 'number')
        parts.push(
          has(`${spec.label}.value`)
            ? t(`${spec.label}.value`, { n: Number(value) })
            : `${named(spec.label)} ${value}`,
        );
      else parts.push(t(`${spec.label}.${String(value)}`));
    }
  }
  if (parts.length === 0) return t('table.rules.none');
  return t('table.rules', { list: parts.join(t('table.rules.sep')) });
}
