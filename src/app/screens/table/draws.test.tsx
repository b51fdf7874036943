// @vitest-environment happy-dom
// An entry draws the game's screen once, in the frame after the answer line's: the tap's frame holds the echo
// only (Table.tsx); what is read after the answer (the strip, the secrets' panel) draws itself a frame later
// again (ui/frames/later.ts), without drawing the table and the game's screen a second time; once all of it
// shows the entry, the table's drawn mark says so (ui/frames/settled.ts).
import { cleanup, waitFor } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../engine/record';
import { EXAMPLES } from '../../../engine/testing/examples';
import { GAME_IDS, type GameId } from '../../../engine/types';
import { loadGame } from '../../../games';
import { appModel, renderTable, sessionOf } from '../../testing/table';

const previous = options.diffed;
afterEach(() => {
  options.diffed = previous;
  cleanup();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 120));
/** Lets Preact's queued render run (it waits for a microtask), but no frame. */
const rendered = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** The table's drawn mark: how many entries every part drawn later shows (Table.tsx). */
const drawnMark = () => document.querySelector('main.table')?.getAttribute('data-drawn');
/** The log's heading, which names how many entries it lists. */
const logHeading = () => document.querySelector('#log-heading')?.textContent ?? '';

/** An entry in the middle of each game's example record. */
const MIDDLE: Record<GameId, number> = { supermarket: 21, mercator: 30, katame: 40, edo: 40, gyosho: 54 };
// Each example record, played up to that entry.
const CASES: [GameRecord, number][] = GAME_IDS.map((id) => [EXAMPLES[id], MIDDLE[id]]);

describe('an entry at the table', () => {
  it.each(CASES)(
    'answers at once, draws the game screen of $game once, a frame later, then marks the table drawn',
    async (record, at) => {
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
      expect(drawnMark(), 'drawn as opened').toBe(String(at));
      const entry = record.entries[at];
      if (entry?.kind !== 'act' || !submit) throw new Error('no entry to make');
      const answer = () => document.querySelector('[data-answer] .answer-text')?.textContent ?? '';
      const before = answer();
      draws = 0;
      expect(submit(entry.action)).toBeNull();
      await rendered();
      // The tap's render: the answer line echoes the entry; the game's screen still shows the table before it.
      const echo = answer();
      expect(echo).not.toBe(before);
      expect(draws).toBe(0);
      expect(document.querySelector('[data-entries]')?.getAttribute('data-entries')).toBe(String(at));
      expect(drawnMark(), 'the table is not drawn for the entry yet').toBe(String(at));
      // Meanwhile a tap lands on a shield, not on the screen as it stood before the entry.
      expect(document.querySelector('.table-entry > .table-shield')).not.toBeNull();
      await settle();
      expect(document.querySelector('[data-entries]')?.getAttribute('data-entries')).toBe(String(at + 1));
      // Once the strip, the secrets' panel and the log show it too, the table says so.
      await waitFor(() => expect(drawnMark()).toBe(String(at + 1)));
      expect(logHeading()).toContain(String(at + 1));
      expect(session.record.value.entries).toHaveLength(at + 1);
      expect(draws).toBe(1);
      expect(answer()).toBe(echo);
      expect(document.querySelector('.table-shield')).toBeNull();
    },
  );
});
