// The answer line's content, as a pure function of the table model's values: a refusal with its rule, the
// entry being changed, the last entry echoed (with what the rules said of it when nothing must move), or
// the last entry of a game opened again. Tested without a screen (table-answer.test.ts).
import type { GameId, Msg, RuleViolation } from '../engine/types';
import type { Translate } from '../games/types';
import type { Amend } from './screens/table/Amend';
import type { Answer } from './screens/table/Answer';
import { ruleName } from './screens/table/rule';
import type { Last } from './table-model';
import type { Ruled } from './table-moves';

// A reason is a sentence of its own; inside the re-fit's sentence it loses its full stop (no "。）。").
const sentenceEnd = /[。.．]\s*$/u;

/** What the answer line is made from. */
export interface AnswerInput {
  game: GameId;
  refusal: RuleViolation | null;
  /** The change to the past in progress, with its entry's line as it was entered. */
  amend: { target: Amend; line: string } | null;
  last: Last;
  /** What the rules said on the last entry; said here only when they moved nothing (else the list says it). */
  ruled: Ruled | null;
  /**
   * The line of the last entry (what Undo takes back), as the table may read it now: for a game opened again
   * (no tap yet), and beside a refusal; null for a game with no entry.
   */
  lastLine: string | null;
  /** True while the game's secrets are kept: a refusal's hidden detail is behind a press-and-hold. */
  keep: boolean;
}

/** The answer line for `input`, in words of `t`; `has` tells whether a string exists (a rule's own name). */
export function answerOf(input: AnswerInput, t: Translate, has: (key: string) => boolean): Answer {
  const { refusal, amend, last, ruled } = input;
  if (refusal) {
    return {
      kind: 'refusal',
      text: t({ key: refusal.code, params: refusal.params }),
      rule: ruleName(refusal.section, input.game, t, has),
      // The hidden number behind a refusal ("Aki has 5 coins"): for its owner to press and hold.
      detail: refusal.secret && {
        text: t(refusal.secret.fact),
        hidden: input.keep,
        label: t('secrets.holdFor', { p: { p: refusal.secret.owner } }),
      },
      // Undo beside it takes back the last entry that was accepted, not this one: it says which.
      undoes: input.lastLine,
    };
  }
  // While the past is changed, the answer line says what the entry was, even a card now face down: to
  // correct it the table turns that trick over and looks (docs/rulings.md).
  // It also says which entry and what is being done to it: the bar above holds only its keys, so that the
  // step's own control stays on a 640 px screen.
  if (amend) {
    const { target, line } = amend;
    const n = target.index + 1;
    // A re-fit's reason is read in the hint's place, as a refusal is: the bar above it holds only its keys.
    if (target.refit) {
      const reason = target.refit.reason.replace(sentenceEnd, '');
      return {
        kind: 'echo',
        text: t('amend.was', { line }),
        said: [t('amend.refit', { n, reason })],
        pending: true,
      };
    }
    const key = target.kind === 'fix' ? 'amend.fixWas' : 'amend.insertBefore';
    return { kind: 'echo', text: t(key, { n, line }), pending: true };
  }
  if (last) {
    const echo = t(last.kind === 'entered' ? 'table.echo' : 'table.undone', { line: last.line });
    const said = last.kind === 'entered' && ruled && ruled.moves.length === 0 ? ruled.messages : [];
    // The rules' words get lines of their own: the entry's echo is what the table just said itself.
    return said.length > 0
      ? { kind: 'echo', text: echo, said: said.map((m: Msg) => t(m)) }
      : { kind: 'echo', text: echo };
  }
  // Opened again (a reload, another screen): the answer line still says what was entered last.
  if (input.lastLine !== null) return { kind: 'echo', text: t('table.echo', { line: input.lastLine }) };
  return { kind: 'none' };
}
