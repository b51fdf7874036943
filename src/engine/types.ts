// The kernel contract: what every game module provides and what the kernel hands back.
// Pure types only: nothing here may touch the DOM, the clock, randomness or storage.
import type { GenericSchema } from 'valibot';
import type { Board, Said, Shift } from './board';
import type { Msg, MsgParam } from './msg';

export type { Msg, MsgParam, PlayerRef } from './msg';

/**
 * The one list of games, in the order the new-game screen lists them. A game is its id, which names its folder
 * under src/games: its rules `<id>/index.ts` (the eager registry there, all.ts), its screens
 * `<id>/ui/index.tsx` (the lazy registry there, index.ts), its strings `<id>/i18n.<lang>.ts`. The size budget
 * (scripts/budget.mjs) reads this line; the registries, tests and benches read GAME_IDS or GameId.
 */
const IDS = ['edo', 'katame', 'gyosho', 'mercator', 'supermarket'] as const;

/** The five game ids; they name games in every saved record and never change. */
export type GameId = (typeof IDS)[number];

/** Every game id, in the order the new-game screen lists them. */
export const GAME_IDS: readonly GameId[] = IDS;

/** Plain JSON, the only shape an action or an option may take. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A player at the table; the players array is in seat order, clockwise. */
export interface Player {
  name: string;
  /** A colour id from the game's palette (GameModule.colours). */
  colour: string;
}

/** An entry the rules forbid: a value, never an exception. The state is left unchanged. */
export interface RuleViolation {
  violation: true;
  /** i18n key of the reason, e.g. 'supermarket.err.cardPlayed'. */
  code: string;
  params: Record<string, MsgParam>;
  /** Where in the rulebook (or RULINGS.md) the rule lives, e.g. '004 マストフォロー'. */
  section: string;
  /**
   * What the refusal cannot say aloud (a player's hidden coins): `code` says what is wrong without it,
   * and this detail is shown only while its owner presses and holds.
   */
  secret?: SecretFact;
}

/** A fact the rules keep hidden while the game is played: a player's coins, a face-down card. */
export interface SecretFact {
  /** The player it belongs to; the table reveals one player's facts at a time. */
  owner: number;
  /** The fact in words, as the press-and-hold reveal says it, e.g. "Aki: 5 coins". */
  fact: Msg;
}

/** What the game expects next: the screen shows the step's name and the big control for it. */
export interface Prompt {
  /** Machine id of the current step, e.g. 'auction.bid'; 'over' once the game has ended. */
  phase: string;
  /** The step's name for the top of the screen. */
  title: Msg;
  /** Whose move it is (seat indexes); several for simultaneous entries, none at the end. */
  actors: number[];
  /** The action types accepted now. */
  expects: string[];
  round?: number;
  turn?: number;
  /** One sentence on what to enter now, shown under the title. */
  hint?: Msg;
}

/** One line of a player's score: what it is for, the points, how they were computed. */
export interface ScoreLine {
  label: Msg;
  points: number;
  detail?: Msg;
}

/** A player's final result: breakdown, total, place and what decided the place. */
export interface PlayerScore {
  player: number;
  lines: ScoreLine[];
  total: number;
  /** 1-based place; shared places have the same rank (1, 1, 3). */
  rank: number;
  /** True when another player holds exactly the same place. */
  shared: boolean;
  /** The player's value for each link of the tie-break chain (chain[0] is the total). */
  keys: number[];
  /** Index into the chain of the link that separated this player from the nearest rivals; null if no rival. */
  decidedBy: number | null;
}

/** The final scoring of a game, explained line by line. */
export interface FinalScore {
  /** The tie-break chain: chain[0] names the total (points, money), then each tie-break. */
  chain: Msg[];
  players: PlayerScore[];
  notes?: Msg[];
}

/** A house rule or setting on the new-game screen, with a one-line explanation. */
export type OptionSpec =
  | { key: string; kind: 'boolean'; label: string; help: string }
  | { key: string; kind: 'number'; label: string; help: string; min: number; max: number }
  | { key: string; kind: 'choice'; label: string; help: string; choices: readonly string[] };

/** Options every game has: who starts (a seat index). */
export interface BaseOptions {
  first: number;
}

/**
 * A game's rules, as the kernel drives them, in groups: who it is and which rules versions it replays; the
 * table it needs; its options; its rules; its scoring; its words; and, where the game has them, its secrets,
 * its help for replaying a changed past, and its board. All functions are pure and deterministic.
 */
export interface GameModule<S, A extends { type: string }, O extends BaseOptions> {
  id: GameId;
  /** Bumped when a rules change alters outcomes; older records keep replaying under their version. */
  rulesVersion: number;
  /** Rules versions this module can replay. */
  replays: readonly number[];
  players: { min: number; max: number };
  /** Colour ids the players choose from (i18n key `<game>.colour.<id>`). */
  colours: readonly string[];
  options: OptionsGroup<S, O>;
  rules: RulesGroup<S, A, O>;
  scoring: ScoringGroup<S>;
  words: WordsGroup<S, A>;
  /** What the rules keep hidden while the game is played; absent for a game played in the open. */
  secrecy?: SecrecyGroup<S, A>;
  /** Help for replaying a past that a correction changed; absent where entries never move. */
  replay?: ReplayGroup<S, A>;
  /**
   * Where every component lies (the board), for what-to-move lists after rules act or the past changes, and
   * the board check. Required: the phone referees a physical table, and every game has one.
   */
  board: BoardSpec<S, A>;
}

/** A game's options: the new-game screen's house rules, their defaults, and their check. */
export interface OptionsGroup<S, O extends BaseOptions> {
  specs: readonly OptionSpec[];
  defaults(playerCount: number): O;
  /** Checks options that come from outside (an import, an old record). */
  schema: GenericSchema<unknown, O>;
  /** Options for the next game with the same players (e.g. money carried over in a series); default: the same. */
  next?(state: S, options: O): O;
}

/**
 * A game's rules proper. Before `apply` is asked, the kernel refuses, once for every game, an entry after the
 * end, an entry whose type the prompt does not expect, and an entry made for a seat the prompt does not name
 * (`actor`); `apply` judges the rest (a bid over the money, a card not in hand).
 */
export interface RulesGroup<S, A extends { type: string }, O extends BaseOptions> {
  /** Checks actions that come from outside. */
  actionSchema: GenericSchema<unknown, A>;
  /** Sets up a table; `rulesVersion` is the record's (a game whose rules differ by version keeps it in its state). */
  setup(options: O, players: readonly Player[], rulesVersion?: number): S | RuleViolation;
  apply(state: S, action: A): S | RuleViolation;
  /** What the game expects next: the step, whose move it is, the entries it takes. */
  prompt(state: S): Prompt;
  isOver(state: S): boolean;
  /**
   * Every legal entry of a state (the shared property tests play random games by picking among them, and
   * build their near misses from them; screens list choices with them). Required: without it no random
   * game gets past its first entry.
   */
  legalActions(state: S): A[];
  /**
   * The seat an entry is made for, where its type names the player who moves (a bid's bidder), else
   * undefined. The kernel refuses it unless the prompt names that seat among its actors.
   */
  actor?(action: A): number | undefined;
  /**
   * The game's own words for the kernel's refusal: of an entry the current step does not take ('step'), or of
   * one made for a seat whose move it is not ('actor'). Absent: the kernel says it in its own words. The
   * step is checked first, so where what a step takes depends on the seat (片目's bidder who can only pass),
   * the 'step' wording names the seat's fault too.
   */
  refuse?(state: S, action: A, why: Refused): RuleViolation;
}

/** Why the kernel refuses an entry before the rules see it: the wrong step, or the wrong player. */
export type Refused = 'step' | 'actor';

/** A game's scoring: the final score, and the running totals for the chart. */
export interface ScoringGroup<S> {
  score(state: S): FinalScore;
  /** Each player's running total now (money, points), for the chart of how totals moved over the game. */
  progress?(state: S): number[];
}

/** What a game says: each entry's log line, and what the rules did by themselves. */
export interface WordsGroup<S, A> {
  /** One short line for the game log, said of the state the action was applied to. */
  describe(state: S, action: A): Msg;
  /**
   * What the rules did by themselves on this entry (a trading post placed, a round paid out, a turn
   * skipped), each said with what the table must now do on the board; shown until acknowledged.
   */
  announce?(before: S, after: S, action: A): Msg[];
}

/**
 * What a game keeps hidden. While the table keeps secrets, no screen, log line, notice or refusal shows these
 * facts; the press-and-hold reveal says them, one player's at a time.
 */
export interface SecrecyGroup<S, A> {
  /** The hidden facts of a state (coins behind a screen, face-down cards), per player; empty once over. */
  secrets(state: S): SecretFact[];
  /** True when the running totals are secret during play (money behind a screen): the table masks them. */
  progressIsSecret: boolean;
  /**
   * The log line of an earlier entry as the table may read it in the state `now`, when `describe` would
   * name what is hidden by now (the cards of a trick since taken face down). Absent: `describe` is open.
   */
  describeOpen?(state: S, action: A, now: S): Msg;
  /**
   * True when an earlier entry is still its own player's secret in the state `now` (a sealed bid while bids
   * are still coming): correcting it shows neither what it was nor starts from it, as a face-down card's
   * correction would (the table turns that trick over; nobody may open another's fist).
   */
  sealed?(before: S, action: A, now: S): boolean;
}

/** Help for replaying a past that a correction changed. */
export interface ReplayGroup<S, A> {
  /**
   * An earlier entry that the rules refuse in a replay only because what it says about its own place
   * moved (a card's trick number, after a card was inserted or removed before it): the same entry placed
   * in `state`, or undefined when it does not mean the same thing there. Never used for a new entry.
   */
  reposition(state: S, action: A): A | undefined;
}

/**
 * A game's board: where every physical component the table keeps lies in a state, and what an entry moves
 * on the table by itself being made. The kernel diffs two boards into what the table must move.
 */
export interface BoardSpec<S, A> {
  /** Every place and what lies there, written from the rulebook's components list; secrets marked. */
  of(state: S): Board;
  /**
   * The moves the entry itself describes, which the table made as it entered it (a card played into the
   * trick, a wagon moved), in the ids of `of(before)`. The rest of the board's change is the rules' own.
   * 'whole' when the entry's whole change is its own (the rules move nothing by themselves on it): the table
   * then need not work out either board.
   */
  said(before: S, action: A): Said;
  /**
   * Optional: moves the rules make by themselves on the entry, named one by one in the ids of `of(before)`,
   * where a diff of the two boards would net them (coins paid into the stock and out of it on one entry, a
   * pot shared out): said as named, and only the rest of the change is diffed. Absent: all of it is.
   */
  ruled?(before: S, action: A, after: S): readonly Shift[];
}

/** A game module with its types erased, as the registry and the kernel hold it. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds modules of every game; each is typed where it is written.
export type AnyGameModule = GameModule<any, any, any>;

/** A game's i18n tables: the same keys in Japanese and English (pure data, loaded with the game). */
export interface GameStrings {
  ja: Record<string, string>;
  en: Record<string, string>;
}
