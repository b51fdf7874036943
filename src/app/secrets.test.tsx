// @vitest-environment happy-dom
// Secrets stay secret at a shared table: for every example game and every point in it, the table view
// (header, answer line, the game's screen, the log, the history) shows none of the facts the game's rules
// keep hidden in that state; the press-and-hold reveal shows a player's own facts and only theirs.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../engine/record';
import { EXAMPLES } from '../engine/testing/examples';
import { GAME_IDS } from '../engine/types';
import { MODULES } from '../games/all';
import { makeTranslate } from './i18n';
import { appModel, renderTable, sessionOf, visibleText } from './testing/table';

afterEach(cleanup);

/** The example record cut after its first `k` entries. */
const prefix = (record: GameRecord, k: number): GameRecord => ({
  ...record,
  entries: record.entries.slice(0, k),
});

// A game whose state holds nothing hidden during play states no secrets (片目の商人: a hidden face is entered
// only at the settlement, where the rules show it): its table offers no reveal.
const KEEPING = GAME_IDS.filter((game) => MODULES[game]?.secrecy?.secrets !== undefined);
const OPEN = GAME_IDS.filter((game) => MODULES[game]?.secrecy?.secrets === undefined);

describe.each(OPEN)('%s: a game whose rules hide nothing the app records', (game) => {
  it('offers no reveal', async () => {
    const record = EXAMPLES[game];
    await renderTable(sessionOf(prefix(record, Math.floor(record.entries.length / 2))), appModel('en'));
    expect(screen.queryByRole('button', { name: /Hold to see/ })).toBeNull();
  });
});

describe.each(KEEPING)('%s: what the table shows during play', (game) => {
  const record = EXAMPLES[game];
  it.each(['ja', 'en'] as const)(
    'never names a hidden fact (%s), at any point of the example game',
    async (lang) => {
      const app = appModel(lang);
      const t = makeTranslate(lang, record.players);
      let checked = 0;
      for (let k = 0; k <= record.entries.length; k++) {
        const session = sessionOf(prefix(record, k));
        const facts = session.module.secrecy?.secrets(session.view.value.state) ?? [];
        if (session.view.value.over) expect(facts).toEqual([]);
        if (facts.length === 0) continue;
        const { container, unmount } = await renderTable(session, app);
        const seen = visibleText(container);
        for (const fact of facts) expect(seen, `after ${k} entries`).not.toContain(t(fact.fact));
        checked++;
        unmount();
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  it("reveals one player's facts while their name is held, and hides them when let go", async () => {
    const app = appModel('en');
    const t = makeTranslate('en', record.players);
    // The middle of the game, or the first point after it that hides something (a round may end right there).
    let k = Math.floor(record.entries.length / 2);
    const hidden = (n: number) => {
      const state = sessionOf(prefix(record, n)).view.value.state;
      return (MODULES[game]?.secrecy?.secrets(state) ?? []).length > 0;
    };
    while (k < record.entries.length && !hidden(k)) k++;
    const session = sessionOf(prefix(record, k));
    const facts = session.module.secrecy?.secrets(session.view.value.state) ?? [];
    expect(facts.length).toBeGreaterThan(0);
    const owner = (facts[0] as (typeof facts)[number]).owner;
    const { container } = await renderTable(session, app);
    const button = screen.getByRole('button', { name: t('secrets.holdFor', { p: { p: owner } }) });
    fireEvent.pointerDown(button);
    const held = visibleText(container);
    for (const fact of facts) {
      if (fact.owner === owner) expect(held).toContain(t(fact.fact));
      else expect(held).not.toContain(t(fact.fact));
    }
    fireEvent.pointerUp(button);
    for (const fact of facts) expect(visibleText(container)).not.toContain(t(fact.fact));
  });

  it('offers no reveal at a teaching table, where everything is shown', async () => {
    const session = sessionOf(prefix(record, Math.floor(record.entries.length / 2)));
    await renderTable(session, appModel('en', [game]));
    expect(screen.queryByRole('button', { name: /Hold to see/ })).toBeNull();
  });
});

// A sealed bid is its player's own until the bids open (issue 36): correcting it, while others are still to
// bid, says neither what it was nor starts the pad from it.
const SEALING = GAME_IDS.filter((game) => MODULES[game]?.secrecy?.sealed !== undefined);

describe.each(SEALING)('%s: correcting a bid still sealed', (game) => {
  it('shows neither the bid nor its amount on the pad', async () => {
    const record = EXAMPLES[game];
    const module = MODULES[game];
    const t = makeTranslate('en', record.players);
    // The first point of the example at which an earlier entry is still sealed.
    let found: { k: number; index: number } | null = null;
    for (let k = 1; k <= record.entries.length && !found; k++) {
      const session = sessionOf(prefix(record, k));
      const now = session.view.value.state;
      for (const slot of session.appliedSlots()) {
        const entry = record.entries[slot.index];
        if (entry && module?.secrecy?.sealed?.(session.stateBefore(slot.index), slot.action, now)) {
          found = { k, index: slot.index };
          break;
        }
      }
    }
    if (!found) throw new Error(`no sealed bid in the ${game} example`);
    const session = sessionOf(prefix(record, found.k));
    const facts = session.module.secrecy?.secrets(session.view.value.state) ?? [];
    const { container } = await renderTable(session, appModel('en'));
    fireEvent.click(screen.getByRole('button', { name: t('log.correctN', { n: found.index + 1 }) }));
    await waitFor(() => expect(container.querySelector('[data-amend="fix"]')).not.toBeNull());
    const seen = visibleText(container);
    for (const fact of facts) expect(seen).not.toContain(t(fact.fact));
    // The pad starts empty: the bid is entered afresh by its player.
    const pad = container.querySelector('.pad-display');
    expect(pad?.classList.contains('pad-empty')).toBe(true);
  });
});
