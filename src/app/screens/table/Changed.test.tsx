// @vitest-environment happy-dom
// What a correction changed in the totals: said in full for public totals, by name only for secret ones,
// and "nothing changed" only when neither the board nor a total did.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../i18n';
import { en, ja } from '../../strings/board';
import { totalsChanged } from '../../table-moves';
import { ChangedNotice } from './Changed';

afterEach(cleanup);
addStrings({ ja, en });

describe('totalsChanged', () => {
  it('lists the players whose total a correction changed, with before and after', () => {
    expect(totalsChanged([25, 30, 12], [22, 30, 15])).toEqual([
      [0, 25, 22],
      [2, 12, 15],
    ]);
    expect(totalsChanged([1, 2], [1, 2])).toEqual([]);
    expect(totalsChanged(undefined, [1])).toEqual([]);
  });
});

describe('the notice after a correction', () => {
  const players = [
    { name: '佐吉', colour: 'red' },
    { name: '半蔵', colour: 'blue' },
  ];
  const t = makeTranslate('ja', players);

  it('says each public total before and after', () => {
    const { container } = render(<ChangedNotice totals={[[0, 5, 8]]} moved={false} secret={false} t={t} />);
    expect(container.textContent).toContain('佐吉 5 → 8');
  });

  it('names whose secret total changed without its numbers', () => {
    const { container } = render(<ChangedNotice totals={[[0, 5, 8]]} moved secret t={t} />);
    const text = container.textContent ?? '';
    expect(text).toContain('佐吉');
    expect(text).not.toMatch(/5|8/);
  });

  it('says nothing changed only when neither the board nor a total moved', () => {
    const none = render(<ChangedNotice totals={[]} moved={false} secret={false} t={t} />);
    expect(none.container.textContent).toBe(ja['board.noneMoved']);
    cleanup();
    const moved = render(<ChangedNotice totals={[]} moved secret={false} t={t} />);
    expect(moved.container.textContent).toBe('');
  });
});
