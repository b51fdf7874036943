// Building and recognising rule violations.
import type { MsgParam, RuleViolation } from './types';

/** Makes a RuleViolation: the i18n code of the reason, the rulebook section, the details. */
export function violation(
  code: string,
  section: string,
  params: Record<string, MsgParam> = {},
): RuleViolation {
  return { violation: true, code, params, section };
}

/** True when an apply/setup result is a refusal rather than a new state. */
export function isViolation(x: unknown): x is RuleViolation {
  return typeof x === 'object' && x !== null && (x as { violation?: unknown }).violation === true;
}
