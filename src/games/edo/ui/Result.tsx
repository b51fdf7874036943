// What the last step paid out, for the table to hand coins and cards over: 客引き income, or the 仕入れ results.
import type { Msg } from '../../../engine/types';
import { type EdoState, joinMsg, type SiteId } from '../state';
import type { EdoProps } from './props';

const players = (ps: readonly number[]) => joinMsg(ps.map((p) => ({ p })));

/** The lines saying how the last 仕入れ was resolved. */
export function buyLines(state: EdoState): Msg[] {
  const buy = state.lastBuy;
  if (!buy) return [];
  const lines: Msg[] = [];
  for (const s of ['east', 'west'] as SiteId[]) {
    const o = buy[s];
    const site = { key: `edo.site.${s}` };
    if (o.kind === 'won') lines.push({ key: 'edo.ui.won', params: { site, p: { p: o.player }, n: o.price } });
    if (o.kind === 'tie') lines.push({ key: 'edo.ui.tie', params: { site, n: o.top } });
    if (o.kind === 'discarded') lines.push({ key: 'edo.ui.discarded', params: { site } });
  }
  // Each taker's real stock coins (2 with 黄, fewer when the stock ran short), then the pot's share.
  buy.koban.forEach((p, i) => {
    const key = buy.share > 0 ? 'edo.ui.koban' : 'edo.ui.kobanStock';
    lines.push({ key, params: { p: { p }, n: buy.wage[i] ?? 0, pot: buy.share } });
  });
  if (buy.flipped.length && !buy.reset)
    lines.push({ key: 'edo.ui.flipped', params: { who: players(buy.flipped) } });
  return lines;
}

/** The lines saying what the last 客引き paid. */
function incomeLines(state: EdoState): Msg[] {
  if (!state.lastIncome) return [{ key: 'edo.ui.noIncome' }];
  return [
    {
      key: 'edo.ui.paid',
      params: {
        who: joinMsg(state.lastIncome.map((n, p) => ({ key: 'edo.ui.plus', params: { p: { p }, n } }))),
      },
    },
  ];
}

/** The outcome of the step just finished, with the table's notes of this turn (short stock, reset tiles). */
export function Result({ state, prompt, t }: EdoProps) {
  const phase = prompt.phase;
  const afterBuy = (phase === 'dice.roll' && state.attempt === 1) || phase.startsWith('end.');
  const lines = phase === 'buy.draw' ? incomeLines(state) : afterBuy ? buyLines(state) : [];
  const turn = phase === 'dice.roll' ? state.turn - 1 : state.turn;
  const notes = lines.length ? state.notes.filter((n) => n.params?.turn === turn) : [];
  if (lines.length + notes.length === 0) return null;
  return (
    <ul class="edo-result notice" aria-label={t('edo.ui.result')}>
      {[...lines, ...notes].map((m, i) => (
        <li key={i}>{t(m)}</li>
      ))}
    </ul>
  );
}
