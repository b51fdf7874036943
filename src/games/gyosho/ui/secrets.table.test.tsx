// @vitest-environment happy-dom
// Canary: the example game with one order card worth a distinctive 87 points (entry 8 turns it up at
// エルカイブランド; Aki ships it at entry 39, taking the red jewel). Once Aki holds it face down, neither the
// log nor the history may show "87 pts" while secrets are kept; Aki alone reads it
// by holding his name; a teaching table shows it in the log (so the check looks where it would be). The
// history and the screen of a correction draw it face down in the row of the past.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import example from '../../../../docs/examples/gyosho.json';
import { appModel, renderTable, sessionOf, visibleText } from '../../../app/testing/table';
import type { GameRecord } from '../../../engine/record';

afterEach(cleanup);

const base = example as unknown as GameRecord;
/** Entry index 7: after the reshuffle, the first card of the row (slot 0): エルカイブランド, wheat + arms, 3 pts. */
const CARD = 7;
/** Entry index 38: Aki ships the card in slot 0. */
const SHIP = 38;
const record: GameRecord = {
  ...base,
  entries: base.entries
    .slice(0, SHIP + 7)
    .map((e, i) =>
      i === CARD ? ({ ...e, action: { ...(e as { action: object }).action, points: 87 } } as typeof e) : e,
    ),
};

const showAll = () => fireEvent.click(screen.getByRole('button', { name: /Show the whole log/ }));

describe('gyosho table: order cards taken lie face down', () => {
  it('the card as it was entered and shipped (sanity: the record is the one described above)', () => {
    const card = (record.entries[CARD] as unknown as { action: Record<string, unknown> }).action;
    expect(card).toEqual({ type: 'reveal', city: 1, goods: ['wheat', 'arms'], points: 87 });
    expect((record.entries[SHIP] as unknown as { action: unknown }).action).toEqual({
      type: 'ship',
      p: 0,
      slot: 0,
    });
  });

  it('the whole log names its city but not its points; a teaching table names them', async () => {
    const { container } = await renderTable(sessionOf(record), appModel('en'));
    showAll();
    const seen = visibleText(container);
    expect(seen).not.toContain('87 pts');
    expect(seen).toContain('Order: Elkaibrand (taken since, face down)');
    expect(seen).toContain('Aki ships to Elkaibrand (order card face down), red jewel');
    cleanup();
    const open = await renderTable(sessionOf(record), appModel('en', ['gyosho']));
    showAll();
    const all = visibleText(open.container);
    expect(all).toContain('Order: Elkaibrand, 1 Grain, 1 Arms, 87 pts');
    expect(all).toContain('Aki ships to Elkaibrand: 1 Grain, 1 Arms, 87 pts, red jewel');
  });

  it('only Aki, holding his name, reads the card and his score so far', async () => {
    const { container } = await renderTable(sessionOf(record), appModel('en'));
    const fact = 'Aki’s order card 1 (face down): Elkaibrand, 1 Grain, 1 Arms, 87 pts';
    const reads = (name: string) => {
      const button = screen.queryByRole('button', { name: `Hold to see what ${name} keeps hidden` });
      if (!button) return null;
      fireEvent.pointerDown(button);
      const text = visibleText(container);
      fireEvent.pointerUp(button);
      return text.includes(fact) && text.includes('Aki’s score so far: 90 pts');
    };
    // 87 for the order and 3 for the red jewel over the front slot.
    expect(['Aki', 'Ben', 'Chie'].map(reads)).toEqual([true, false, false]);
    expect(visibleText(container)).not.toContain('87');
  });

  it('the history draws the card face down in the row and on the ship button (face up at a teaching table)', async () => {
    for (const teaching of [false, true]) {
      const { container } = await renderTable(sessionOf(record), appModel('en', teaching ? ['gyosho'] : []));
      fireEvent.click(screen.getByRole('button', { name: 'History' }));
      // After 38 entries: Aki is about to ship it; the card lies in the row, face up then.
      fireEvent.input(screen.getByRole('slider', { name: 'Entry number' }), {
        target: { value: String(SHIP) },
      });
      const history = container.querySelector('.history') as HTMLElement;
      // textContent: nothing of it is in the page at all, folded or not.
      expect(history.textContent?.includes('87 pts'), `teaching ${teaching}`).toBe(teaching);
      cleanup();
    }
  });

  it('a correction of an earlier entry draws the card face down too, as the history does', async () => {
    const { container } = await renderTable(sessionOf(record), appModel('en'));
    // Entry 35: Chie moves, while the card still lay face up in the row; it has nothing to do with the card.
    expect((record.entries[34] as unknown as { action: unknown }).action).toEqual({
      type: 'move',
      p: 2,
      city: 6,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Correct entry 35' }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(visibleText(container)).toContain('Correcting entry 35');
    expect(container.textContent).not.toContain('87 pts');
  });
});
