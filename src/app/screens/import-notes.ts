// What an import says under its main line, one line a game: each game brought in with entries that do not fit
// the rules (kept: the record is the user's, who hears of it before opening it), and each game left out, with
// why. A game is named as the user knows it (its title, its players, its place in the file) and a problem in
// words: never a field's name or path from the file, which the user never saw.
import type { GameId, Msg } from '../../engine/types';
import type { ImportItem, RefusedGame } from '../../store/transfer';
import { isolate } from '../i18n';

/** How many games of each kind the notes name one by one; the rest are counted (a file may hold 2000). */
export const NOTED = 5;

/** A game as the user knows it: its title and players, and its place where the file holds several. */
export function whichGame(game: GameId | undefined, names: readonly string[], index = 0, of = 1): Msg {
  const players = names.map(isolate).join('・');
  const title: Msg | undefined = game && { key: `game.${game}.name` };
  let named: Msg | undefined;
  if (title) named = players ? { key: 'import.which', params: { game: title, names: players } } : title;
  else if (players) named = { key: 'import.whichPlayers', params: { names: players } };
  if (of <= 1) return named ?? { key: 'import.thisGame' };
  const place = { n: index + 1, of };
  return named ? { key: 'import.whichAt', params: { ...place, named } } : { key: 'import.at', params: place };
}

/** The part of a record a decoding path points into, in words (`players[0].name`: the name of player 1). */
export function fieldOf(path: string): Msg {
  const player = /^players\[(\d+)\](?:\.(name|colour))?/.exec(path);
  if (player?.[2]) {
    const key = player[2] === 'name' ? 'import.field.playerName' : 'import.field.playerColour';
    return { key, params: { n: Number(player[1]) + 1 } };
  }
  const entry = /^entries\[(\d+)\]/.exec(path);
  if (entry) return { key: 'import.field.entry', params: { n: Number(entry[1]) + 1 } };
  const top = /^\w+/.exec(path)?.[0] ?? '';
  const known = ['players', 'entries', 'options', 'game', 'createdAt', 'id', 'rulesVersion'];
  return { key: `import.field.${known.includes(top) ? top : 'record'}` };
}

/** Why a game was left out, in words. */
export function whyRefused({ problem, violation }: RefusedGame): Msg {
  const { code, path, detail } = problem;
  switch (code) {
    case 'record.notObject':
      return { key: 'import.why.notRecord' };
    case 'record.futureVersion':
      return { key: 'import.why.newer' };
    case 'record.badTarget':
      return { key: 'import.why.badTarget', params: { n: Number(/\d+/.exec(path)?.[0] ?? 0) + 1 } };
    case 'record.sameName':
      return { key: 'import.why.sameName', params: { name: isolate(detail) } };
    case 'record.badFirst':
      return { key: 'kernel.badFirst' };
    case 'import.repeatedId':
      return { key: 'import.why.twice' };
    case 'import.gameUnavailable':
      return { key: 'import.why.unavailable' };
  }
  // A setup the rules refuse says why in the rules' words, except an option's, which would name its field.
  if (violation && violation.code !== 'kernel.badOptions')
    return { key: violation.code, params: violation.params };
  return { key: 'import.why.field', params: { field: fieldOf(violation ? 'options' : path) } };
}

/** The notes of an import: the games saved with entries that do not fit, then those left out. */
export function importNotes(unfit: readonly ImportItem[], refused: readonly RefusedGame[]): Msg[] {
  const notes: Msg[] = [];
  for (const { record, unfit: u } of unfit.slice(0, NOTED)) {
    const which = whichGame(
      record.game,
      record.players.map((p) => p.name),
    );
    notes.push({ key: 'import.unfit', params: { which, n: u?.n ?? 0, first: u?.first ?? 0 } });
  }
  if (unfit.length > NOTED) notes.push({ key: 'import.unfitMore', params: { n: unfit.length - NOTED } });
  for (const r of refused.slice(0, NOTED)) {
    const which = whichGame(r.game, r.names, r.index, r.of);
    notes.push({ key: 'import.refused', params: { which, why: whyRefused(r) } });
  }
  if (refused.length > NOTED)
    notes.push({ key: 'import.refusedMore', params: { n: refused.length - NOTED } });
  return notes;
}
