// What a game brings to the app besides its rules: its screens and its strings.
import type { ComponentType } from 'preact';
import type { AnyGameModule, Msg, Player, Prompt, RuleViolation } from '../engine/types';

/** Renders a message or a key in the current language, with player references as names. */
export type Translate = (msg: Msg | string, params?: Msg['params']) => string;

/** What a game's main screen receives from the game frame. */
export interface GameScreenProps<S = unknown, A = unknown> {
  state: S;
  prompt: Prompt;
  players: readonly Player[];
  /** Enters an action: refused with the reason (shown by the frame), or accepted and saved. */
  submit: (action: A) => RuleViolation | null;
  t: Translate;
  /** True when secret information (money the rules keep hidden) must be masked on the table view. */
  secret: boolean;
  over: boolean;
  /** The action being corrected, when the screen is a correction: the form starts from it. */
  initial?: A | undefined;
  /** The game's record id: the key under which a screen may keep a form in progress across a reload. */
  gameId?: string | undefined;
  /**
   * Opens the correction of the `ordinal`-th entry in force (0-based, in the order entries were applied),
   * e.g. the card of a flagged revoke; absent where correcting is not possible (history, correction mode).
   */
  onCorrect?: (ordinal: number) => void;
  /**
   * The present state when `state` is a past one (the history view): what is hidden by now stays hidden, e.g.
   * the cards of a trick on the table then, taken face down since. Absent: `state` is the present.
   */
  now?: unknown;
}

/** What a game's quick score check receives: it stands alone, without a record. */
export interface QuickCheckProps {
  t: Translate;
}

/** What a read-only view of the table receives (history, samples). */
export interface StripProps {
  state: unknown;
  players: readonly Player[];
  t: Translate;
  secret: boolean;
}

/** Everything the app loads for one game, lazily, in the game's own chunk. */
export interface LoadedGame {
  module: AnyGameModule;
  Screen: ComponentType<GameScreenProps>;
  /** The quick score check, in a chunk of its own (loaded only by the quick-check screen). */
  loadQuickCheck: () => Promise<ComponentType<QuickCheckProps>>;
  /** The table state at a glance, read-only; the history view shows it (falls back to a disabled Screen). */
  Strip?: ComponentType<StripProps>;
}
