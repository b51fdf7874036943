// Undo on a real game's board: what the rules moved on the entry taken back is listed to be moved back, the
// entry's own card stays where the player laid it, even when the rules moved that card on (a trick taken).
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../engine/record';
import { EXAMPLES } from '../engine/testing/examples';
import { game as gyosho } from '../games/gyosho/index';
import { game } from '../games/supermarket/index';
import { card, players } from '../games/supermarket/testing';
import { GameSession } from './session';
import { TableModel } from './table-model';

const at = '2026-11-22T10:00:00.000Z';
const nowhere = { append: async () => undefined, removeLast: async () => undefined };

/** A 3-player match through the table's model; `play` enters one card of trick `trick`. */
function match() {
  const record: GameRecord = {
    format: 'choba-record',
    version: 2,
    id: 'sm',
    game: 'supermarket',
    rulesVersion: game.rulesVersion,
    createdAt: at,
    options: { first: 0 },
    players: players(3),
    entries: [],
  };
  const model = new TableModel(new GameSession(game, record, nowhere, () => at));
  const play = (trick: number, code: string) => model.enter({ type: 'play', trick, ...card(code) });
  return { model, play };
}

const listed = (model: TableModel) => {
  const stop = model.stop.value;
  if (stop?.kind !== 'past') return [];
  return stop.change.moves.map(
    (m) => `${m.count} ${m.item.id} ${m.from?.id ?? 'pool'}>${m.to?.id ?? 'pool'}`,
  );
};

describe('undo on the table of スーパーマーケット', () => {
  it('the card that took a trick, taken back once the trick is gathered: the trick back to the middle', () => {
    const { model, play } = match();
    for (const code of ['u9', 'u3', 'u2']) expect(play(1, code)).toBeNull();
    // A takes the trick with うなぎ9 and its ◇ is set at 3: the rules' moves, done on the board.
    expect(model.stop.value?.kind).toBe('ruled');
    model.acknowledge();
    model.undo();
    // Back: the three cards from A's place to the middle (C's うなぎ2 stays in it, where C laid it), the ◇ off.
    expect(listed(model)).toEqual(['3 trick:r1:t1 front:0>table', '1 marker:diamond shelf:unagi:3>side']);
    model.acknowledge();
    // C's card is entered again: the rules take the trick to A and set the ◇ once more.
    expect(play(1, 'u2')).toBeNull();
    expect(model.stop.value?.kind).toBe('ruled');
  });
});

describe('undo on the table of 行商の時代', () => {
  it('an entry whose whole change is its own (an order card turned up) lists nothing when taken back', () => {
    const example = EXAMPLES.gyosho;
    const model = new TableModel(
      new GameSession(gyosho, { ...example, entries: example.entries.slice(0, 2) }, nowhere, () => at),
    );
    // The first order card turned up, by the players' own hands (「めくる」): its board change is all its own.
    expect(model.enter(example.entries[2]?.kind === 'act' ? example.entries[2].action : null)).toBeNull();
    model.acknowledge();
    model.undo();
    expect(model.last.value?.kind).toBe('undone');
    expect(model.stop.value).toBeNull();
  });
});
