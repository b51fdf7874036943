// Renders the real table view of a game record into a scratch element, as the phone would show it, for
// tests that read what a table sees (secrets, log lines, notices).
import { signal } from '@preact/signals';
import { fireEvent, render, screen } from '@testing-library/preact';
import { decodeRecord } from '../../engine/decode';
import type { GameRecord } from '../../engine/record';
import type { GameId } from '../../engine/types';
import { loadGame } from '../../games';
import { MODULES } from '../../games/all';
import { Booth } from '../booth';
import { AppContext, type AppModel } from '../context';
import type { Lang } from '../i18n';
import { Table } from '../screens/Table';
import { type EntryWriter, GameSession } from '../session';
import { Settings } from '../settings';

const noWrites: EntryWriter = { append: async () => undefined, removeLast: async () => undefined };

/** A session over `record`, writing nowhere. */
export function sessionOf(record: GameRecord): GameSession {
  const module = MODULES[record.game as GameId];
  if (!module) throw new Error(`no rules for ${record.game}`);
  return new GameSession(module, record, noWrites, () => '2026-11-25T12:00:00.000Z');
}

/** A session over an example record (docs/examples) cut after its first `k` entries. */
export function exampleAt(json: unknown, k: number): GameSession {
  const decoded = decodeRecord(json);
  if (!decoded.ok) throw new Error(decoded.problem.code);
  return sessionOf({ ...decoded.record, entries: decoded.record.entries.slice(0, k) });
}

/**
 * Types `digits` on the number pad and taps its confirm key (named `ok`), then waits past the frame after
 * the answer, in which the game's screen shows the entry (Table.tsx).
 */
export async function padEntry(digits: string, ok: string): Promise<void> {
  for (const d of digits) fireEvent.click(screen.getByRole('button', { name: d }));
  fireEvent.click(screen.getByRole('button', { name: ok }));
  await new Promise((resolve) => setTimeout(resolve, 120));
}

/** The app models a table needs, with the language and teaching tables given. */
export function appModel(lang: Lang, teaching: readonly GameId[] = []): AppModel {
  const settings = new Settings(undefined, [lang]);
  settings.lang.value = lang;
  settings.teaching.value = teaching;
  return {
    settings,
    router: { go: () => undefined, replace: () => undefined } as unknown as AppModel['router'],
    library: {} as AppModel['library'],
    updates: {} as AppModel['updates'],
    booth: new Booth(undefined),
    gameRules: signal<string | null>(null),
    now: () => new Date('2026-11-25T12:00:00.000Z'),
    newId: () => 'id',
  };
}

/** Renders the table of `session`; returns the testing-library handle. */
export async function renderTable(session: GameSession, app: AppModel) {
  const game = await loadGame(session.module.id, app.settings.lang.value);
  return render(
    <AppContext.Provider value={app}>
      <Table session={session} game={game} />
    </AppContext.Provider>,
  );
}

/** The text a person can see in `root`: no aria-hidden, hidden or inert parts, no closed <details> bodies. */
export function visibleText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node, open: boolean) => {
    if (node.nodeType === 3) {
      if (open) parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element)) return;
    // Hidden: aria-hidden, [hidden], or a step kept drawn behind the one shown (inert, ui/frames/Stages.tsx).
    if (
      node.getAttribute('aria-hidden') === 'true' ||
      node.hasAttribute('hidden') ||
      node.hasAttribute('inert')
    )
      return;
    // A folded <details> shows its summary only.
    const folded = node.tagName === 'DETAILS' && !node.hasAttribute('open');
    for (const child of node.childNodes)
      walk(child, open && (!folded || (child instanceof Element && child.tagName === 'SUMMARY')));
    if (node instanceof HTMLInputElement && node.type !== 'hidden') parts.push(node.value);
  };
  walk(root, true);
  return parts.join(' ').replace(/\s+/g, ' ');
}
