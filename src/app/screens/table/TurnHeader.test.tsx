// @vitest-environment happy-dom
// The header names whose move it is on one line at 360 px: up to three players' chips; more are the first two
// and "+N", since four names of three kanji did not fit and the last chip was cut off at the edge.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player, Prompt } from '../../../engine/types';
import { makeTranslate } from '../../i18n';
import { TurnHeader } from './TurnHeader';

afterEach(cleanup);

const players: Player[] = ['門左衛門', 'お市', '佐吉', '六助', '千代'].map((name, i) => ({
  name,
  colour: ['white', 'yellow', 'red', 'blue', 'black'][i] as string,
}));

/** The header of a step where the seats `actors` may move, as the players read it: each chip's text. */
function chips(actors: number[]): string[] {
  const prompt: Prompt = { phase: 'buy.bid', title: { key: 'table.title' }, actors, expects: ['bid'] };
  const t = makeTranslate('en');
  const { container } = render(
    <TurnHeader prompt={prompt} players={players} t={t} turnKey="table.turn" status={null} />,
  );
  return [...container.querySelectorAll('.actors .chip')].map((chip) => chip.textContent ?? '');
}

describe('whose move it is, in the header', () => {
  it('names one, two or three players with a chip each', () => {
    expect(chips([2])).toEqual(['佐吉']);
    expect(chips([1, 3])).toEqual(['お市', '六助']);
    expect(chips([0, 1, 2])).toEqual(['門左衛門', 'お市', '佐吉']);
  });

  it('names the first two of more, then how many more', () => {
    expect(chips([1, 2, 3, 0])).toEqual(['お市', '佐吉', '+2']);
    expect(chips([4, 0, 1, 2, 3])).toEqual(['千代', '門左衛門', '+3']);
  });

  it('names nobody at a step that is nobody’s in particular', () => {
    expect(chips([])).toEqual([]);
  });
});
