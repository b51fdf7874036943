// Naming the rule behind a refusal in words a player knows: the rulebook's heading and the game's name,
// never a file number ("003 船の積載量" is shown as 「船の積載量（商人）」).
import type { GameId } from '../../../engine/types';
import type { Translate } from '../../../games/types';

/** A game's own words for a heading, where it has them: `<game>.rule.<heading>` in its strings. */
export type HasString = (key: string) => boolean;

/** The rule a section cites, in the user's language; null for the app's own checks (no rulebook rule). */
export function ruleName(section: string, game: GameId, t: Translate, has: HasString): string | null {
  const match = /^(?:\d{3}|RULINGS(?: \d{3})?)\s*(.*)$/.exec(section.trim());
  if (!match) return null;
  const heading = (match[1] ?? '').replace(/【\d+】$/, '').trim();
  const gameName = t(`game.${game}.name`);
  if (!heading) return t('table.ruling', { game: gameName });
  const key = `${game}.rule.${heading}`;
  return t('table.rule', { rule: has(key) ? t(key) : heading, game: gameName });
}
