// The answer line's content, worked from the model's values without a screen.
import { describe, expect, it } from 'vitest';
import type { Move } from '../engine/board';
import { violation } from '../engine/violation';
import { makeTranslate } from './i18n';
import type { Amend } from './screens/table/Amend';
import { type AnswerInput, answerOf } from './table-answer';

const t = makeTranslate('en', [{ name: 'Aki', colour: 'red' }]);
const none: AnswerInput = {
  game: 'edo',
  refusal: null,
  amend: null,
  last: null,
  ruled: null,
  lastLine: null,
  keep: true,
};
const has = () => false;
const crown: Move = {
  item: { id: 'c', name: { key: 'crown' } },
  count: 1,
  from: null,
  to: null,
  hidden: [],
  group: null,
};

describe('answerOf', () => {
  it('says nothing for a game with no entry, and the last entry of a game opened again', () => {
    expect(answerOf(none, t, has)).toEqual({ kind: 'none' });
    expect(answerOf({ ...none, lastLine: 'Aki rolls 5' }, t, has)).toEqual({
      kind: 'echo',
      text: 'Aki rolls 5',
    });
  });

  it('puts a refusal first, with its rule in words and its hidden number for its owner to hold', () => {
    const refusal = {
      ...violation('edo.err.coins', '000 競り', {}),
      secret: { owner: 0, fact: { key: 'plain fact' } },
    };
    const answer = answerOf({ ...none, refusal, last: { kind: 'entered', line: 'x' } }, t, has);
    expect(answer.kind).toBe('refusal');
    if (answer.kind !== 'refusal') return;
    expect(answer.rule).toContain('競り');
    expect(answer.rule).not.toContain('000');
    expect(answer.detail).toEqual({
      text: 'plain fact',
      hidden: true,
      label: t('secrets.holdFor', { p: { p: 0 } }),
    });
  });

  it('says which entry is being changed, how, and what it was, without the ✓ of an entry taken', () => {
    const amend = (target: Amend) =>
      answerOf({ ...none, amend: { target, line: 'Aki rolls 5' }, lastLine: 'later' }, t, has);
    expect(amend({ kind: 'fix', index: 3 })).toEqual({
      kind: 'echo',
      text: t('amend.fixWas', { n: 4, line: 'Aki rolls 5' }),
      pending: true,
    });
    expect(amend({ kind: 'insert', index: 3 })).toEqual({
      kind: 'echo',
      text: t('amend.insertBefore', { n: 4, line: 'Aki rolls 5' }),
      pending: true,
    });
    // A re-fit says what it was, then which entry and why, in the hint's place.
    expect(amend({ kind: 'fix', index: 3, refit: { reason: 'r' } })).toEqual({
      kind: 'echo',
      text: t('amend.was', { line: 'Aki rolls 5' }),
      said: [t('amend.refit', { n: 4, reason: 'r' })],
      pending: true,
    });
  });

  it("reads a re-fit's reason inside its sentence, with one full stop", () => {
    const ja = makeTranslate('ja');
    const reason = 'Ayaの22金より高い値が必要です（6金は不可）。';
    const target: Amend = { kind: 'fix', index: 32, refit: { reason } };
    const answer = answerOf({ ...none, amend: { target, line: 'Mio：6金' }, lastLine: null }, ja, has);
    expect(answer.kind === 'echo' && answer.said).toEqual([
      '33番目が合わなくなりました：Ayaの22金より高い値が必要です（6金は不可）。入力し直すか、抜けていた入力を前に挿入してください。',
    ]);
  });

  it('adds what the rules said to the echo, a message a line, when they moved nothing, and leaves it to the list when they did', () => {
    const said = [{ key: 'round two' }, { key: 'Ben starts' }];
    const quiet = answerOf(
      { ...none, last: { kind: 'entered', line: 'Aki rolls 5' }, ruled: { messages: said, moves: [] } },
      t,
      has,
    );
    expect(quiet).toEqual({ kind: 'echo', text: 'Aki rolls 5', said: ['round two', 'Ben starts'] });
    const moving = answerOf(
      { ...none, last: { kind: 'entered', line: 'Aki rolls 5' }, ruled: { messages: said, moves: [crown] } },
      t,
      has,
    );
    expect(moving).toEqual({ kind: 'echo', text: 'Aki rolls 5' });
  });

  it('says what an undo took back', () => {
    expect(answerOf({ ...none, last: { kind: 'undone', line: 'Aki rolls 5' } }, t, has)).toEqual({
      kind: 'echo',
      text: t('table.undone', { line: 'Aki rolls 5' }),
    });
  });
});
