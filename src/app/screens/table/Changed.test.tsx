// @vitest-environment happy-dom
// What a correction changed in the totals: said in full for public totals, by name only for secret ones.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTranslate } from '../../i18n';
import { ChangedNotice, changesOf } from './Changed';

afterEach(cleanup);

describe('changesOf', () => {
  it('lists the players whose total a correction changed, with before and after', () => {
    expect(changesOf([25, 30, 12], [22, 30, 15])).toEqual([
      [0, 25, 22],
      [2, 12, 15],
    ]);
    expect(changesOf([1, 2], [1, 2])).toEqual([]);
    expect(changesOf(undefined, [1])).toEqual([]);
  });
});

describe('the notice after a correction', () => {
  const players = [
    { name: '佐吉', colour: 'red' },
    { name: '半蔵', colour: 'blue' },
  ];
  const t = makeTranslate('ja', players);

  it('says each public total before and after', () => {
    const { container } = render(<ChangedNotice changed={[[0, 5, 8]]} secret={false} t={t} />);
    expect(container.textContent).toContain('佐吉 5 → 8');
  });

  it('names whose secret total changed without its numbers', () => {
    const { container } = render(<ChangedNotice changed={[[0, 5, 8]]} secret t={t} />);
    const text = container.textContent ?? '';
    expect(text).toContain('佐吉');
    expect(text).not.toMatch(/5|8/);
  });
});
