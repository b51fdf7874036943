// The lock toggle of the table view: one tap to lock the screen to this game, a long press to unlock.
import { LongPress } from '../../ui/LongPress';
import { useApp, useT } from '../context';

/** Lock / unlock button for game `gameId`. */
export function LockButton({ gameId }: { gameId: string }) {
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
    <button type="button" class="btn" onClick={() => booth.lock(gameId)}>
      {t('lock.lock')}
    </button>
  );
}
