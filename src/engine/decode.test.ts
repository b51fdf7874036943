import { describe, expect, it } from 'vitest';
import { decodeRecord } from './decode';
import type { GameRecord } from './record';

const good: GameRecord = {
  format: 'choba-record',
  version: 1,
  id: 'g1',
  game: 'supermarket',
  rulesVersion: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  options: { first: 0 },
  players: [
    { name: 'Aki', colour: 'a' },
    { name: 'Ben', colour: 'b' },
  ],
  entries: [
    { kind: 'act', action: { type: 'add', n: 2 }, at: '2026-11-22T10:01:00.000Z' },
    { kind: 'fix', target: 0, action: { type: 'add', n: 3 }, at: '2026-11-22T10:02:00.000Z' },
  ],
};

const withChange = (change: (r: Record<string, unknown>) => void): unknown => {
  const copy = structuredClone(good) as unknown as Record<string, unknown>;
  change(copy);
  return copy;
};

describe('decodeRecord', () => {
  it('accepts a well-formed record unchanged', () => {
    expect(decodeRecord(structuredClone(good))).toEqual({ ok: true, record: good });
  });

  it.each([
    ['a string', 'hello', 'record.notObject', '(record)'],
    ['an array', [], 'record.notObject', '(record)'],
    ['null', null, 'record.notObject', '(record)'],
  ])('refuses %s as a record', (_name, input, code, path) => {
    expect(decodeRecord(input)).toMatchObject({ ok: false, problem: { code, path } });
  });

  it.each([
    ['an unknown game id', (r: Record<string, unknown>) => (r.game = 'chess'), 'game'],
    ['a wrong format name', (r: Record<string, unknown>) => (r.format = 'other'), 'format'],
    [
      'a player name of the wrong type',
      (r: Record<string, unknown>) => ((r.players as { name: unknown }[])[1]!.name = 5),
      'players[1].name',
    ],
    [
      'an empty player name',
      (r: Record<string, unknown>) => ((r.players as { name: unknown }[])[0]!.name = '  '),
      'players[0].name',
    ],
    [
      'a player name of zero-width characters only',
      (r: Record<string, unknown>) => ((r.players as { name: unknown }[])[0]!.name = '\u200b\u200d'),
      'players[0].name',
    ],
    [
      'an overlong player name',
      (r: Record<string, unknown>) => ((r.players as { name: unknown }[])[0]!.name = 'x'.repeat(41)),
      'players[0].name',
    ],
    [
      'an entry without a time',
      (r: Record<string, unknown>) => delete (r.entries as Record<string, unknown>[])[0]!.at,
      'entries[0].at',
    ],
    [
      'an action without a type',
      (r: Record<string, unknown>) => ((r.entries as { action: unknown }[])[0]!.action = { n: 1 }),
      'entries[0].action.type',
    ],
    [
      'an unknown entry kind',
      (r: Record<string, unknown>) => ((r.entries as { kind: unknown }[])[1]!.kind = 'zap'),
      'entries[1].kind',
    ],
    ['a negative rules version', (r: Record<string, unknown>) => (r.rulesVersion = -1), 'rulesVersion'],
  ])('refuses %s and names the path', (_name, change, path) => {
    const result = decodeRecord(withChange(change));
    expect(result).toMatchObject({ ok: false, problem: { code: 'record.invalid', path } });
  });

  it('refuses a record from a newer format version with its own message', () => {
    expect(decodeRecord(withChange((r) => (r.version = 3)))).toEqual({
      ok: false,
      problem: { code: 'record.futureVersion', path: 'version', detail: '3' },
    });
  });

  it('refuses a correction that points forward or at another correction', () => {
    const forward = withChange((r) => ((r.entries as { target: number }[])[1]!.target = 1));
    expect(decodeRecord(forward)).toMatchObject({
      ok: false,
      problem: { code: 'record.badTarget', path: 'entries[1].target' },
    });
  });

  it('refuses two players of one name, as the new-game form does', () => {
    const result = decodeRecord(
      withChange((r) => {
        r.players = [
          { name: 'same', colour: 'a' },
          { name: 'same', colour: 'b' },
        ];
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'record.sameName', path: 'players', detail: 'same' },
    });
  });

  it('refuses a start player who is not at the table', () => {
    const result = decodeRecord(withChange((r) => (r.options = { first: 2 })));
    expect(result).toMatchObject({ ok: false, problem: { code: 'record.badFirst', path: 'options.first' } });
  });

  it('refuses a time that Date cannot read, though ISO 8601 allows its form (home shows each game’s time)', () => {
    for (const at of ['2026-11-22T19:01:12+09', '2026-11-22T19:01:12 +09:00', '2026-11-22T19:01:12-0000']) {
      const odd = withChange((r) => ((r.entries as { at: string }[])[0]!.at = at));
      expect(decodeRecord(odd), at).toMatchObject({ ok: false, problem: { path: 'entries[0].at' } });
    }
    for (const at of ['2026-11-22T19:01:12+09:00', '2026-11-22T10:01:12Z', '2026-11-22T10:01:12.345Z']) {
      const fine = withChange((r) => ((r.entries as { at: string }[])[0]!.at = at));
      expect(decodeRecord(fine).ok, at).toBe(true);
    }
  });
});
