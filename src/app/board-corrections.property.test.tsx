// @vitest-environment happy-dom
// Issue 31's property, in every game: a random entry of the example record corrected to another legal
// entry says, in the list shown, exactly the board's diff between the game before and after the
// correction, and never says that nothing changed while something on the board did.
import { cleanup, render } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { diffBoards, moveMsg, sameMoves } from '../engine/board';
import { decodeRecord } from '../engine/decode';
import type { GameRecord } from '../engine/record';
import { runs } from '../engine/testing/runs';
import { GAME_IDS, type GameId, type Json } from '../engine/types';
import { loadGame } from '../games';
import { makeTranslate } from './i18n';
import { addBoardStrings } from './screens/board-strings';
import { ChangedNotice } from './screens/table/Changed';
import { Checklist } from './screens/table/Checklist';
import { TableModel } from './table-model';
import { sessionOf } from './testing/table';

afterEach(cleanup);
addBoardStrings();

const EXAMPLES = import.meta.glob<{ default: unknown }>('../../docs/examples/*.json', { eager: true });

function example(id: GameId): GameRecord {
  const decoded = decodeRecord(EXAMPLES[`../../docs/examples/${id}.json`]?.default);
  if (!decoded.ok) throw new Error(decoded.problem.code);
  return decoded.record;
}

describe.each(GAME_IDS)('%s: a correction says what to move', (id) => {
  it('the list shown is the board diff, and "nothing changed" only when nothing did', async () => {
    const record = example(id);
    await loadGame(id, 'en');
    const t = makeTranslate('en', record.players);
    const probe = sessionOf(record);
    const slots = probe.appliedSlots();
    expect(probe.module.board, `${id} states its board`).toBeDefined();
    let moved = 0;
    await fc.assert(
      fc.property(fc.nat({ max: slots.length - 1 }), fc.nat(), (ordinal, pick) => {
        const session = sessionOf(record);
        const model = new TableModel(session);
        model.words = { line: () => '', reason: (r) => r.violation.code };
        const slot = session.appliedSlots()[ordinal];
        if (!slot) return;
        const before = session.stateBefore(slot.index);
        const legal = session.module.rules.legalActions(before) as Json[];
        const others = legal.filter((a) => JSON.stringify(a) !== JSON.stringify(slot.action));
        fc.pre(others.length > 0);
        const then = session.view.value.state;
        model.open('fix', slot.index);
        expect(model.enterPast(others[pick % others.length])).toBeNull();
        // Entries the correction made unfit are left for later: the list then says what moved so far.
        if (model.amend.value) {
          expect(model.stop.value).toBeNull();
          model.closeAmend();
        }
        const board = session.module.board;
        if (!board) return;
        const diff = diffBoards(board.of(then), board.of(session.view.value.state));
        const change = model.past.value?.change;
        expect(change && sameMoves(change.moves, diff)).toBe(true);
        // What the table is shown: the list while it stands, then the notice.
        const stop = model.stop.value;
        if (diff.length > 0) {
          moved++;
          expect(stop?.kind).toBe('past');
          const shown = render(
            <Checklist
              title=""
              said={[]}
              moves={change?.moves ?? []}
              players={record.players}
              keep={false}
              t={t}
              onDone={() => undefined}
            />,
          );
          const lines = [...shown.container.querySelectorAll('[data-move]')].map((li) => li.textContent);
          expect(lines.sort()).toEqual(diff.map((m) => t(moveMsg(m, false))).sort());
          cleanup();
          model.acknowledge();
        } else expect(stop).toBeNull();
        const notice = render(
          <ChangedNotice totals={change?.totals ?? []} moved={diff.length > 0} secret={false} t={t} />,
        );
        const said = notice.container.textContent ?? '';
        if (diff.length > 0) expect(said).not.toContain(t('board.noneMoved'));
        cleanup();
      }),
      { numRuns: runs(25), seed: undefined },
    );
    // The property is about corrections that move things: the runs must have met some.
    expect(moved).toBeGreaterThan(0);
  });
});
