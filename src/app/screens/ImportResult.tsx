// What an import did, under the import button: its lines, and for each game the file has a newer copy of, a
// one-tap update (nothing lost). An update is refused while the game is open here or in another tab.
import { useState } from 'preact/hooks';
import { useApp, useT } from '../context';
import { type UpdateResult, updateGame } from './hand-back';
import type { ImportedGame, ImportOutcome } from './transfer-actions';

// What an update that did not happen says, by why.
const PROBLEM = { open: 'import.busy', moved: 'import.moved', unsaved: 'import.unsaved' } as const;

/** A newer game offered: its line, its button, and what the tap said. */
function Offer({ game }: { game: ImportedGame }) {
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
    if (result === 'updated') await library.refresh();
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

/** The outcome of an import: the main line, the lines after it, and the updates offered. */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  const t = useT();
  const offers = outcome.games?.filter((game) => game.fate === 'newer') ?? [];
  return (
    <>
      <p class={outcome.ok ? 'notice' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
        {t(outcome.key, outcome.params)}
        {outcome.more?.map((line) => ` ${t(line.key, line.params)}`)}
      </p>
      {offers.length > 0 && (
        <ul class="import-offers">
          {offers.map((game) => (
            <Offer key={game.id} game={game} />
          ))}
        </ul>
      )}
    </>
  );
}
