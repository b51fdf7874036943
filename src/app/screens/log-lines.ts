// The readable line of a log entry, remembered per entry: a tap adds one line, and the other lines of the
// log are not described and translated again (on a slow phone that was most of a tap's work).
import type { LogEntry } from '../../engine/record';
import type { Msg, MsgParam } from '../../engine/types';
import type { Translate } from '../../games/types';
import { describeFor } from '../secrecy';
import type { GameSession } from '../session';
import { formatWhen } from '../when';

/** The time of day of an entry (the device's zone, the UI language's format), for a change to the past. */
const timeOf = (at: string) => formatWhen(at, 'time');

/** Whether two messages say the same thing (the same key and the same parameters, all the way down). */
function sameMsg(a: MsgParam, b: MsgParam): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if ('p' in a || 'p' in b) return 'p' in a && 'p' in b && a.p === b.p;
  if (a.key !== b.key) return false;
  const pa = a.params ?? {};
  const pb = b.params ?? {};
  const keys = Object.keys(pa);
  if (keys.length !== Object.keys(pb).length) return false;
  return keys.every((k) => k in pb && sameMsg(pa[k] as MsgParam, pb[k] as MsgParam));
}

/** What a line was made from, and the line. */
interface Line {
  t: Translate;
  keep: boolean;
  /** The state the entry was described in (a correction elsewhere replays every state). */
  before: unknown;
  /** The message, when it can change with the game (what the rules hide by now), and that game state. */
  msg: Msg | null;
  now: unknown;
  text: string;
}

const lines = new WeakMap<LogEntry, Line>();

/** The log line of entry `index`: what was entered, corrected or removed; `keep` hides the game's secrets. */
export function lineOf(
  session: GameSession,
  entries: readonly LogEntry[],
  index: number,
  t: Translate,
  keep: boolean,
): string {
  const entry = entries[index] as LogEntry;
  // The entry whose action the line describes, and that action.
  const target = entry.kind === 'fix' ? entry.target : index;
  const action = entry.kind === 'drop' ? undefined : session.placedAt(target, entry.action);
  const before = entry.kind === 'drop' ? undefined : session.stateBefore(target);
  const { module } = session;
  // A line hiding secrets depends on the game now too (a trick taken face down since): its message is
  // made again and compared; any other line depends on the entry and the state before it only.
  const now = session.view.value.state;
  const open = keep && module.secrecy?.describeOpen !== undefined && before !== undefined;
  const known = lines.get(entry);
  const same = known !== undefined && known.t === t && known.keep === keep && known.before === before;
  if (same && (!open || known.now === now)) return known.text;
  const msg = open ? describeFor(module, before, action, now, keep) : null;
  if (same && msg !== null && known.msg !== null && sameMsg(known.msg, msg)) {
    known.now = now;
    return known.text;
  }
  const line = () => {
    if (before === undefined) return t('log.unapplied');
    return t(msg ?? describeFor(module, before, action, now, keep));
  };
  const text =
    entry.kind === 'act'
      ? line()
      : entry.kind === 'ins'
        ? t('log.inserted', { n: entry.before + 1, line: line(), time: timeOf(entry.at) })
        : entry.kind === 'fix'
          ? t('log.fixed', { n: entry.target + 1, line: line(), time: timeOf(entry.at) })
          : t('log.dropped', { n: entry.target + 1, time: timeOf(entry.at) });
  lines.set(entry, { t, keep, before, msg, now, text });
  return text;
}
