// Messages: what the kernel and the games say to the user, as i18n keys plus parameters (the screen renders
// them). On their own so that the contract (types.ts) and the board (board.ts) both use them without an
// import circle between the two.

/** A reference to a player inside a message, rendered as the player's name. */
export interface PlayerRef {
  p: number;
}

/** A value inside a message: text, a number, a player, or another message (e.g. a colour name). */
export type MsgParam = string | number | PlayerRef | Msg;

/** Something to say to the user, as an i18n key plus parameters; the screen renders it. */
export interface Msg {
  key: string;
  params?: Record<string, MsgParam>;
}
