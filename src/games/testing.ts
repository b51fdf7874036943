// A check every game's tests share: an entry the rules forbid is refused with its reason and changes nothing.
import { expect } from 'vitest';
import { step } from '../engine/replay';
import type { AnyGameModule, RuleViolation } from '../engine/types';
import { isViolation } from '../engine/violation';

/** Enters `action` through the kernel; asserts it is refused with `code` and the state is left exactly as it was. */
export function expectRefused(
  module: AnyGameModule,
  state: unknown,
  action: unknown,
  code: string,
): RuleViolation {
  const before = structuredClone(state);
  const result = step(module, state, action);
  expect(isViolation(result) && result.code).toBe(code);
  expect(state).toEqual(before);
  return result as RuleViolation;
}
