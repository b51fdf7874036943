// The lock toggle of the table view: one tap to lock the screen to this game, a long press to unlock.
import { LongPress } from '../../ui/LongPress';
import { useApp, useT } from '../context';

/** Lock / unlock button for game `gameId` (`wide`: a row of its own, as under the final score). */
export function LockButton({ gameId, wide = false }: { gameId: string; wide?: boolean }) {
  const { booth } = useApp();
  const t = useT();
  if (booth.locked.value === gameId) {
    return (
      <LongPress label={t('lock.unlockLabel')} onDone={() => booth.unlock()}>
        {t('lock.unlock')}
      </LongPress>
    );
  }
  return (
    <button type="button" class={wide ? 'btn wide-btn' : 'btn'} onClick={() => booth.lock(gameId)}>
      {t('lock.lock')}
    </button>
  );
}
