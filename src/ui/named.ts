// A quick check has no record, so no players to name: its refusals name seats, said here by the form's names.
import type { Msg, MsgParam } from '../engine/types';

/** `value` with every player reference replaced by that seat's name in `names`. */
export function named(value: MsgParam, names: readonly string[]): MsgParam {
  if (typeof value !== 'object') return value;
  if ('p' in value) return names[value.p] ?? '';
  const params: Record<string, MsgParam> = {};
  for (const [k, v] of Object.entries(value.params ?? {})) params[k] = named(v, names);
  return { key: value.key, params };
}

/** A refusal's message, its seats named as the form names them. */
export function namedMsg(msg: Msg, names: readonly string[]): Msg {
  return named(msg, names) as Msg;
}
