// @vitest-environment happy-dom
// A move changes the marks of most map cards (where the wagon can go next) but the pieces of two: only those
// two cards draw their pieces again.
import { cleanup, render } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import type { State } from '../state';
import { C, play, players, ready3 } from '../testing';
import { MapView } from './MapView';
import { Piece } from './pieces';

addStrings(strings);
const seated = players(3);
const t = makeTranslate('ja', seated);
const previous = options.diffed;
afterEach(() => {
  options.diffed = previous;
  cleanup();
});

/** The map as a turn shows it: the current wagon's card, and the cards it can move to marked. */
const turnMap = (s: State, onTap: (city: number) => void) => {
  const at = s.merchants[s.current]?.at ?? -1;
  return (
    <MapView
      s={s}
      players={seated}
      t={t}
      here={at}
      control
      mark={(i) => (s.adj[at] ?? []).includes(i)}
      onTap={onTap}
    />
  );
};

describe('the map after a move', () => {
  it('draws again the pieces of the two cards the wagon left and reached, not those whose mark changed', () => {
    const before = ready3();
    const after = play(before, [{ type: 'move', p: 0, city: C.wheat }]);
    const marked = (s: State) => new Set(s.adj[s.merchants[0]?.at ?? -1]);
    // The arms city is marked from エルカイブランド but not from the wheat city: its card's mark changes.
    expect(marked(before).has(C.arms)).toBe(true);
    expect(marked(after).has(C.arms)).toBe(false);
    const onTap = () => undefined;
    const { container, rerender } = render(turnMap(before, onTap));
    const map = container.querySelector('.map-play') as HTMLElement;
    let goods: string[] = [];
    options.diffed = (vnode: VNode) => {
      if (vnode.type === Piece) goods.push((vnode.props as unknown as { g: string }).g);
      previous?.(vnode);
    };
    goods = [];
    rerender(turnMap(after, onTap));
    // The arms card lost its mark and kept its pieces; the wheat card gained the wagon and draws its good.
    const arms = map.children[C.arms] as HTMLElement;
    expect(arms.className).not.toContain('mark');
    expect(goods).toEqual(['wheat']);
  });
});
