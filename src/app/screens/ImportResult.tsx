// What an import did, under the import button: its lines, a line for each game left out or brought in with
// entries that do not fit, and for each game the file has a newer copy of, a one-tap update (nothing lost). An
// update is refused while the game is open here or in another tab.
import { useState } from 'preact/hooks';
import { useApp, useT } from '../context';
import { type UpdateResult, updateGame } from './hand-back';
import type { ImportedGame, ImportOutcome } from './transfer-actions';

// What an update that did not happen says, by why.
const PROBLEM = { open: 'import.busy', moved: 'import.moved', unsaved: 'import.unsaved' } as const;

/** A line of the outcome: its key and what fills it. */
type Line = { key: string; params: Record<string, string | number> };

/** A newer game offered: its line, its button, and what the tap said; `onUpdated` hears an update made. */
function Offer({ game, onUpdated }: { game: ImportedGame; onUpdated: () => void }) {
  const { library } = useApp();
  const t = useT();
  const [said, setSaid] = useState<UpdateResult | 'unsaved' | null>(null);
  const offer = game.offer;
  if (!offer) return null;
  const names = offer.record.players.map((p) => p.name).join('・');
  const params = { game: t(`game.${game.game}.name`), names };
  const update = async () => {
    // Not written (a full disk, say): the offer stays, to be tapped again once there is room.
    const result = await updateGame(await library.store, library.sessions, offer).catch(
      () => 'unsaved' as const,
    );
    setSaid(result);
    if (result !== 'updated') return;
    onUpdated();
    await library.refresh();
  };
  if (said === 'updated')
    return (
      <li class="notice" role="status" data-updated={game.id}>
        {t('import.updated', { ...params, n: offer.record.entries.length })}
      </li>
    );
  return (
    <li data-offer={game.id}>
      {t('import.offer', { ...params, n: game.more ?? 0 })}{' '}
      <button type="button" class="btn" onClick={() => void update()}>
        {t('import.update')}
      </button>
      {said && (
        <span class="error" role="alert">
          {' '}
          {t(PROBLEM[said])}
        </span>
      )}
    </li>
  );
}

/** An import's line as it stands after `updated` of its offers were taken: the offer's line says what is left. */
function lineAfter(line: Line, updated: number): Line {
  if (line.key !== 'import.newer' || updated === 0) return line;
  const left = Number(line.params.n) - updated;
  return left > 0
    ? { key: line.key, params: { n: left } }
    : { key: 'import.newerDone', params: { n: updated } };
}

/** The outcome of an import: the main line, the lines after it, each game's note, and the updates offered. */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  const t = useT();
  const [updated, setUpdated] = useState(0);
  const offers = outcome.games?.filter((game) => game.fate === 'newer') ?? [];
  const say = (line: Line) => {
    const now = lineAfter(line, updated);
    return t(now.key, now.params);
  };
  const notes = outcome.notes ?? [];
  return (
    <>
      <p class={outcome.ok ? 'notice' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
        {say(outcome)}
        {outcome.more?.map((line) => ` ${say(line)}`)}
      </p>
      {notes.length > 0 && (
        // After a failed import the line above is the alert already; its notes are read after it.
        <div class="error import-notes" role={outcome.ok ? 'alert' : undefined}>
          <ul>
            {notes.map((note, i) => (
              <li key={i}>{t(note)}</li>
            ))}
          </ul>
        </div>
      )}
      {offers.length > 0 && (
        <ul class="import-offers">
          {offers.map((game) => (
            <Offer key={game.id} game={game} onUpdated={() => setUpdated((n) => n + 1)} />
          ))}
        </ul>
      )}
    </>
  );
}
