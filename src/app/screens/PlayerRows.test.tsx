// @vitest-environment happy-dom
// Changes made before the form draws again (two name boxes filled in one frame: autofill, a fast typist) all
// reach the form: none is lost to a list the rows had before the first change.
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '../../engine/types';
import { AppContext } from '../context';
import { appModel } from '../testing/table';
import { PlayerRows } from './PlayerRows';

afterEach(cleanup);

const players: Player[] = [
  { name: 'A', colour: 'red' },
  { name: 'B', colour: 'blue' },
  { name: 'C', colour: 'green' },
];

/** The rows of `list` (three players); every list they hand on is kept, and none is drawn (one frame). */
function rows(list: Player[] = players) {
  const sent: Player[][] = [];
  const view = render(
    <AppContext.Provider value={appModel('en')}>
      <PlayerRows
        players={list}
        colours={['red', 'blue', 'green', 'white']}
        colourLabel={(c) => c}
        min={2}
        max={4}
        onChange={(next) => sent.push(next)}
      />
    </AppContext.Provider>,
  );
  const boxes = view.container.querySelectorAll<HTMLInputElement>('input.player-name');
  return { sent, view, boxes };
}

describe('player rows changed twice in one frame', () => {
  it('keeps both names', () => {
    const { sent, boxes } = rows();
    fireEvent.input(boxes[0] as HTMLInputElement, { target: { value: 'Aki' } });
    fireEvent.input(boxes[2] as HTMLInputElement, { target: { value: 'Chie' } });
    expect(sent.at(-1)?.map((p) => p.name)).toEqual(['Aki', 'B', 'Chie']);
  });

  it('keeps a name typed and a colour picked, and a row added after them', () => {
    const { sent, boxes, view } = rows();
    fireEvent.input(boxes[1] as HTMLInputElement, { target: { value: 'Ben' } });
    const colour = view.container.querySelectorAll<HTMLSelectElement>('select.player-colour')[0];
    fireEvent.change(colour as HTMLSelectElement, { target: { value: 'white' } });
    fireEvent.click(view.getByRole('button', { name: /add/i }));
    expect(
      sent
        .at(-1)
        ?.map((p) => `${p.name} ${p.colour}`)
        .slice(0, 3),
    ).toEqual(['A white', 'Ben blue', 'C green']);
    expect(sent.at(-1)).toHaveLength(4);
  });
});

describe('a colour another player has', () => {
  it('is swapped with them: no two players end with one colour', () => {
    const { sent, view } = rows();
    const colour = view.container.querySelectorAll<HTMLSelectElement>('select.player-colour')[2];
    fireEvent.change(colour as HTMLSelectElement, { target: { value: 'red' } });
    expect(sent.at(-1)?.map((p) => `${p.name} ${p.colour}`)).toEqual(['A green', 'B blue', 'C red']);
  });
});

describe('a row added', () => {
  it('takes a default name no row has (Player 2 removed of three: the new row is Player 2 again)', () => {
    const { sent, view } = rows([
      { name: 'Player 1', colour: 'red' },
      { name: 'Player 3', colour: 'green' },
    ]);
    fireEvent.click(view.getByRole('button', { name: 'Add a player' }));
    expect(sent.at(-1)?.map((p) => p.name)).toEqual(['Player 1', 'Player 3', 'Player 2']);
  });
});
