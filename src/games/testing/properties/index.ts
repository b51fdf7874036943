// The properties every game shares, run by each game's property.test.ts on random legal games of its own
// making (walk.ts): replay agrees with entering one at a time, undo and redo give back exactly what was there,
// export and import give back the same record, secrets stay unsaid during play, and entries the rules do not
// know are refused without a trace. What only one game has (its invariants, how its games end) comes in as
// callbacks, written beside the call. The harness lives a folder down, out of tsconfig.engine.json's reach
// (src/games/*/*.ts): it drives the store's import and the app's session, which need the DOM's types.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pack, unpack } from '../../../app/handover/pack';
import { addStrings } from '../../../app/i18n';
import { describeFor } from '../../../app/secrecy';
import { type EntryWriter, GameSession } from '../../../app/session';
import { withEntry, withoutLast } from '../../../engine/log';
import type { GameRecord, LogEntry } from '../../../engine/record';
import { replayWith, step } from '../../../engine/replay';
import { runs } from '../../../engine/testing/runs';
import type { AnyGameModule, BaseOptions, GameModule, GameStrings, Msg } from '../../../engine/types';
import { isViolation } from '../../../engine/violation';
import { exportFile } from '../../../store/export-file';
import { summarize } from '../../../store/summary';
import { parseImport } from '../../../store/transfer';
import { MODULES } from '../../all';
import { actionOf, probes, pushed } from './entries';
import { unsaid } from './said';
import { namedSecrets } from './shown';
import { AT, type Play, partGames, type Walk, wholeGames } from './walk';

/** The shared properties, by name, for a game to set how many random games each one tries. */
export type PropertyName = 'replay' | 'undo' | 'transfer' | 'secrets' | 'entries';

/** What a game gives the shared properties. */
export interface GameSpec<S, A extends { type: string }, O extends BaseOptions> {
  /** The game's rules, as the registry holds them (the import replays through the registry itself). */
  module: GameModule<S, A, O>;
  /** The game's words: a secret is looked for as the table would read it. */
  strings: GameStrings;
  /** How the game is played at random (its tables, and how a pick chooses a legal entry). */
  play: Play<S, A, O>;
  /** Entry-shaped junk in the game's own field names, beside the junk of every shape the harness adds. */
  junk: fc.Arbitrary<unknown>;
  /**
   * The invariant a state breaks, said in words, or null; asked of every state a legal game passes through, so
   * it should be cheap (plain checks: an `expect` per field costs seconds over thousands of states).
   */
  invariants?: (state: S) => string | null;
  /** What else the game checks of each whole random game (the harness checks that it ended, and its score). */
  ended?: (game: Walk<S, A>) => void;
  /** Asked once the whole games have run: what they must have met between them (both ways a round ends). */
  covered?: () => void;
  /** The game's refusals carry secrets (coins short of a bid): the probes must meet one, or they prove nothing. */
  secretRefusals?: boolean;
  /** Random games per property where the default does not suit the game's length (see RUNS). */
  runs?: Partial<Record<PropertyName, number>>;
}

// Whole games cost the most: replay and secrets walk to the end; the others stop anywhere in a game.
const RUNS: Record<PropertyName, number> = { replay: 60, undo: 25, transfer: 10, secrets: 30, entries: 100 };

/** The writer of a session that saves nowhere: the properties are about the record and the state, not the store. */
const nowhere: EntryWriter = { append: async () => undefined, removeLast: async () => undefined };

/** The state a record replays to; every entry must fit. */
function stateOf(module: AnyGameModule, record: GameRecord): unknown {
  const replayed = replayWith(module, record);
  if (!replayed.ok) throw new Error(`the record's setup is refused: ${replayed.violation.code}`);
  expect(replayed.rejected).toEqual([]);
  return replayed.state;
}

/** Registers the shared properties of one game, in a describe block of their own. */
export function gameProperties<S, A extends { type: string }, O extends BaseOptions>(
  spec: GameSpec<S, A, O>,
): void {
  addStrings(spec.strings);
  const { module } = spec;
  const kernel = module as AnyGameModule;
  const whole = wholeGames(module, spec.play);
  const part = partGames(module, spec.play);
  const tries = fc.array(probes(spec.junk), { minLength: 1, maxLength: 6 });
  const numRuns = (name: PropertyName) => runs(spec.runs?.[name] ?? RUNS[name]);
  const expectHolds = (state: S, when: string) => {
    const broken = spec.invariants?.(state);
    if (broken) throw new Error(`invariant broken ${when}: ${broken}`);
  };

  describe(`${module.id}: the properties every game shares`, () => {
    it('replaying a random legal game passes through the states its entries made one at a time', () => {
      fc.assert(
        fc.property(whole, fc.nat(), (game, pick) => {
          expect(game.refused).toBeNull();
          for (const [i, state] of game.states.entries()) expectHolds(state, `after ${i} entries`);
          // The state the replay passed through before entry `k` (comparing every one costs seconds).
          const k = pick % Math.max(1, game.actions.length);
          let passed: unknown;
          const replayed = replayWith(kernel, game.record, (slot, before) => {
            if (slot.index === k) passed = before;
          });
          if (!replayed.ok) throw new Error(`the record's setup is refused: ${replayed.violation.code}`);
          expect(replayed.rejected).toEqual([]);
          expect(replayed.state).toEqual(game.last);
          if (game.actions.length > 0) expect(passed).toEqual(game.states[k]);
          // Every whole game ends within the walk's bound, and its final score ranks every player.
          expect(module.rules.isOver(game.last)).toBe(true);
          const score = module.scoring.score(game.last);
          expect(score.players).toHaveLength(game.record.players.length);
          // Everything the table reads on the way, in both languages: each step, log line, announcement and score line.
          const said: Msg[] = [...score.chain, ...(score.notes ?? [])];
          for (const player of score.players)
            for (const line of player.lines) said.push(line.label, ...(line.detail ? [line.detail] : []));
          for (const [i, state] of game.states.entries()) {
            const { title, hint } = module.rules.prompt(state);
            said.push(title, ...(hint ? [hint] : []));
            const action = game.actions[i];
            if (action === undefined) continue;
            said.push(module.words.describe(state, action));
            said.push(...(module.words.announce?.(state, game.states[i + 1] as S, action) ?? []));
          }
          expect(unsaid(said, spec.strings)).toEqual([]);
          spec.ended?.(game);
        }),
        { numRuns: numRuns('replay') },
      );
      spec.covered?.();
    });

    it('undo then redo, in the log and in a session, give back each record and state exactly', () => {
      fc.assert(
        fc.property(part, fc.integer({ min: 1, max: 3 }), (game, times) => {
          expect(game.refused).toBeNull();
          const n = game.actions.length;
          fc.pre(n > 0);
          const back = Math.min(times, n);
          // The kernel's log: undo drops the last entry and hands it over, redo enters it again as it was.
          let record = game.record;
          const undone: (LogEntry | undefined)[] = [];
          for (let i = 1; i <= back; i++) {
            const { record: shorter, removed } = withoutLast(record);
            expect(shorter).toEqual(game.prefix(n - i));
            expect(stateOf(kernel, shorter)).toEqual(game.states[n - i]);
            undone.push(removed);
            record = shorter;
          }
          for (let i = back; i >= 1; i--) {
            const entry = undone.pop();
            if (!entry) throw new Error('undo handed over no entry to redo');
            record = withEntry(record, entry);
            expect(record).toEqual(game.prefix(n - i + 1));
          }
          expect(stateOf(kernel, record)).toEqual(game.last);
          // A session, as the table's buttons use it (its undo takes the state kept from before the entry).
          const session = new GameSession(kernel, game.record, nowhere, () => AT);
          for (let i = 1; i <= back; i++) {
            session.undo();
            expect(session.record.value).toEqual(game.prefix(n - i));
            expect(session.view.value.state).toEqual(game.states[n - i]);
          }
          for (let i = back - 1; i >= 0; i--) {
            session.redo();
            expect(session.record.value).toEqual(game.prefix(n - i));
            expect(session.view.value.state).toEqual(game.states[n - i]);
          }
          expect(session.canRedo.value).toBe(false);
          session.close();
        }),
        { numRuns: numRuns('undo') },
      );
    });

    it('a game exported and imported again, by file or by hand-over codes, is the same record', async () => {
      await fc.assert(
        fc.asyncProperty(part, async (game) => {
          expect(game.refused).toBeNull();
          // The file as the export button writes it (screens/transfer-actions.ts), and the hand-over's bytes.
          const file = JSON.stringify(exportFile([game.record], AT), null, 1);
          const codes = await unpack(await pack([game.record], new Date(AT)));
          const { players, createdAt } = game.record;
          const summary = summarize(kernel, game.last, players, game.record.entries.at(-1)?.at ?? createdAt);
          for (const [way, text] of [
            ['file', file],
            ['hand-over', codes],
          ] as const) {
            const parsed = parseImport(text, MODULES);
            const refusal = parsed.ok ? parsed.refused[0]?.problem : parsed.problem;
            if (refusal) throw new Error(`${way}: refused ${refusal.code} at ${refusal.path}`);
            if (!parsed.ok) return;
            expect(parsed.items.map((item) => item.record)).toEqual([game.record]);
            expect(parsed.items[0]?.summary).toEqual(summary);
          }
        }),
        { numRuns: numRuns('transfer') },
      );
    });

    // A game whose rules hide nothing the app records states no secrets (片目の商人): nothing to keep, and no
    // test of it registered (a skipped test would read as work left undone).
    if (module.secrecy?.secrets)
      it('while the game keeps secrets, no log line, announcement or refusal names one; none once it is over', () => {
        let kept = 0;
        let secretRefusals = 0;
        const secretsOf = (state: S) => module.secrecy?.secrets(state) ?? [];
        fc.assert(
          fc.property(whole, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), tries, (game, at, tried) => {
            expect(game.refused).toBeNull();
            const expectUnsaid = (shown: readonly Msg[], state: S, what: string) =>
              expect(namedSecrets(shown, secretsOf(state), game.record.players), what).toEqual([]);
            if (module.rules.isOver(game.last)) expect(secretsOf(game.last)).toEqual([]);
            // Each entry's announcement, shown with the state it led to.
            game.actions.forEach((action, i) => {
              const after = game.states[i + 1] as S;
              const said = module.words.announce?.(game.states[i] as S, after, action) ?? [];
              if (said.length > 0) expectUnsaid(said, after, `the announcement of entry ${i}`);
            });
            // The whole log as the table reads it at a few points of the game where something is kept secret.
            const keeping = game.states.flatMap((s, k) => (secretsOf(s).length > 0 ? [k] : []));
            if (keeping.length === 0) return;
            for (const pick of at) {
              const k = keeping[pick % keeping.length] as number;
              const now = game.states[k] as S;
              kept++;
              const lines = game.actions
                .slice(0, k)
                .map((action, i) => describeFor(kernel, game.states[i], action, now, true));
              expectUnsaid(lines, now, `the log after ${k} entries`);
              // What the table says of a refused entry, beside the control.
              const entries = [...tried.map((probe) => actionOf(kernel, now, probe)), ...pushed(kernel, now)];
              for (const action of entries) {
                const refused = step(kernel, now, action);
                if (!isViolation(refused)) continue;
                if (refused.secret) secretRefusals++;
                const reason = { key: refused.code, params: refused.params };
                expectUnsaid([reason], now, `the refusal after ${k} entries`);
              }
            }
          }),
          { numRuns: numRuns('secrets') },
        );
        // The check must have read the table while it kept something, or it proved nothing.
        expect(kept).toBeGreaterThan(0);
        if (spec.secretRefusals) expect(secretRefusals).toBeGreaterThan(0);
      });

    it('a random entry is refused with a reason and the state untouched, or taken keeping the invariants', () => {
      fc.assert(
        fc.property(part, tries, (game, tried) => {
          expect(game.refused).toBeNull();
          let state = game.last;
          for (const probe of tried) {
            const action = actionOf(kernel, state, probe);
            const before = structuredClone(state);
            const next = step(kernel, state, action);
            expect(state).toEqual(before);
            if (isViolation(next)) {
              // A reason the table can say, in both languages, from the kernel or from this game's rules.
              expect(next.code).toMatch(new RegExp(`^(kernel|${module.id})\\.`));
              expect(unsaid([{ key: next.code, params: next.params }], spec.strings)).toEqual([]);
              expect(typeof next.section).toBe('string');
            } else {
              expect(module.rules.isOver(state)).toBe(false);
              expectHolds(next as S, `after ${JSON.stringify(action)}`);
              state = next as S;
            }
          }
        }),
        { numRuns: numRuns('entries') },
      );
    });
  });
}
