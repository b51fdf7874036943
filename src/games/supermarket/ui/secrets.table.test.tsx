// @vitest-environment happy-dom
// Canary: the real table view of the example match, in the middle of round 2 (five tricks taken, two cards of
// trick 6 on the table), names no card of a taken trick in the log or the history while secrets are kept,
// and names them at a teaching table: so the checks look where the cards would show.
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import example from '../../../../docs/examples/supermarket.json';
import { appModel, renderTable, sessionOf, visibleText } from '../../../app/testing/table';
import type { GameRecord } from '../../../engine/record';
import { strings } from '../i18n';

afterEach(cleanup);

const record = example as unknown as GameRecord;
/** Round 2 (entries 36-71): tricks 1-5 are entries 36-55, trick 6 has entries 56 (たろう) and 57 (あおい). */
const K = 58;
const cut: GameRecord = { ...record, entries: record.entries.slice(0, K) };

/** The card of entry i as the English table names it, e.g. "Watermelon 4". */
function cardOf(i: number): string {
  const { suit, rank } = (record.entries[i] as unknown as { action: { suit: string; rank: number } }).action;
  return `${strings.en[`supermarket.suit.${suit}`]} ${rank}`;
}

/** The log lines on the screen, by entry index. */
function logLines(root: Element): Map<number, string> {
  const lines = new Map<number, string>();
  for (const li of root.querySelectorAll('.log-line')) {
    const n = Number(li.querySelector('.log-n')?.textContent);
    lines.set(n - 1, li.querySelector('.log-text')?.textContent ?? '');
  }
  return lines;
}

describe('supermarket table: taken tricks stay face down', () => {
  it('the log names the cards on the table, and no card of a taken trick (a teaching table names them all)', async () => {
    const { container } = await renderTable(sessionOf(cut), appModel('en'));
    const lines = logLines(container);
    // The 20 newest lines: entries 38-57. Entries 38-55 belong to the five tricks taken this round.
    expect([...lines.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, k) => 38 + k));
    for (let i = 38; i <= 55; i++) expect(lines.get(i), `entry ${i + 1}`).not.toContain(cardOf(i));
    for (const i of [56, 57]) expect(lines.get(i)).toContain(cardOf(i));
    cleanup();
    const open = await renderTable(sessionOf(cut), appModel('en', ['supermarket']));
    const teaching = logLines(open.container);
    for (let i = 38; i <= 57; i++) expect(teaching.get(i)).toContain(cardOf(i));
  });

  it('the history of a trick since taken draws its cards face down (face up at a teaching table)', async () => {
    for (const teaching of [false, true]) {
      const { container } = await renderTable(
        sessionOf(cut),
        appModel('en', teaching ? ['supermarket'] : []),
      );
      fireEvent.click(screen.getByRole('button', { name: 'History' }));
      // (Every card is named on the grid's keys: the drawn cards are what the history shows of the table.)
      // After entry 54 of 58: trick 5 has its first two cards (entries 52 and 53) on the table; it was taken since.
      fireEvent.input(screen.getByRole('slider', { name: 'Entry number' }), { target: { value: '54' } });
      const history = container.querySelector('.history') as HTMLElement;
      const cards = within(history)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('aria-label'));
      for (const i of [52, 53]) {
        expect(cards.includes(cardOf(i)), `${teaching} ${cardOf(i)}`).toBe(teaching);
      }
      // The trick on the table now (entries 56 and 57) is face up in the history as it is on the table.
      fireEvent.input(screen.getByRole('slider', { name: 'Entry number' }), { target: { value: '58' } });
      const now = within(container.querySelector('.history') as HTMLElement)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('aria-label'));
      for (const i of [56, 57]) expect(now).toContain(cardOf(i));
      cleanup();
    }
  });

  it("a taken trick's cards appear only while the player who took it holds their name", async () => {
    const { container } = await renderTable(sessionOf(cut), appModel('en'));
    // Round 2 is led first by けんじ (one seat after round 1's あおい): すいか 4 (けんじ), 1 (さくら), 2 (たろう),
    // 3 (あおい); the highest すいか, 4, takes it: けんじ.
    const fact = 'Trick 1 (you took it): Watermelon 4, Watermelon 1, Watermelon 2, Watermelon 3';
    expect([36, 37, 38, 39].map(cardOf).join(', ')).toBe(fact.slice(fact.indexOf(': ') + 2));
    expect(visibleText(container)).not.toContain(fact);
    const reads = (name: string) => {
      // A player who has taken no trick has nothing to hold.
      const button = screen.queryByRole('button', { name: `Hold to see what ${name} keeps hidden` });
      if (!button) return false;
      fireEvent.pointerDown(button);
      const text = visibleText(container);
      fireEvent.pointerUp(button);
      return text.includes(fact);
    };
    expect(['あおい', 'けんじ', 'さくら', 'たろう'].map(reads)).toEqual([false, true, false, false]);
    expect(visibleText(container)).not.toContain(fact);
  });
});
