// @vitest-environment happy-dom
// An entry draws the game's screen once: what is read after the answer (the strip, the secrets' panel) draws
// itself in the next frame (ui/later.ts), without drawing the table and the game's screen a second time.
import { cleanup } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import edo from '../../../../docs/examples/edo.json';
import gyosho from '../../../../docs/examples/gyosho.json';
import katame from '../../../../docs/examples/katame.json';
import mercator from '../../../../docs/examples/mercator.json';
import supermarket from '../../../../docs/examples/supermarket.json';
import type { GameRecord } from '../../../engine/record';
import { loadGame } from '../../../games';
import { appModel, renderTable, sessionOf } from '../../testing/table';

const previous = options.diffed;
afterEach(() => {
  options.diffed = previous;
  cleanup();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

// Each example record, played up to an entry in the middle of the game.
const CASES: [GameRecord, number][] = [
  [supermarket as unknown as GameRecord, 21],
  [mercator as unknown as GameRecord, 30],
  [katame as unknown as GameRecord, 40],
  [edo as unknown as GameRecord, 40],
  [gyosho as unknown as GameRecord, 54],
];

describe('an entry at the table', () => {
  it.each(CASES)('draws the game screen of $game once', async (record, at) => {
    const game = await loadGame(record.game as never, 'en');
    const session = sessionOf({ ...record, entries: record.entries.slice(0, at) });
    let draws = 0;
    let submit: ((action: unknown) => unknown) | undefined;
    options.diffed = (vnode: VNode) => {
      if (vnode.type === game.Screen) {
        draws++;
        submit = (vnode.props as unknown as { submit: (action: unknown) => unknown }).submit;
      }
      previous?.(vnode);
    };
    await renderTable(session, appModel('en'));
    await settle();
    const entry = record.entries[at];
    if (entry?.kind !== 'act' || !submit) throw new Error('no entry to make');
    draws = 0;
    expect(submit(entry.action)).toBeNull();
    await settle();
    expect(session.record.value.entries).toHaveLength(at + 1);
    expect(draws).toBe(1);
  });
});
