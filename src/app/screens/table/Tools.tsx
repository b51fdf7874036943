// The table's tools below the game's screen: the history, the board check (each a view over the table, one
// at a time) and the lock that keeps the game from other phones' hands.
import type { Translate } from '../../../games/types';
import type { TableModel } from '../../table-model';
import { LockButton } from '../Lock';

/** Props of the tools: the table's model, whose views they switch, and the game's id for the lock. */
export interface ToolsProps {
  model: TableModel;
  gameId: string;
  t: Translate;
  /** False once the game is over: the lock is then offered under the final score (FinalActions). */
  lock?: boolean;
}

/** The tools' row. */
export function Tools({ model, gameId, t, lock = true }: ToolsProps) {
  const history = model.history.value;
  const checking = model.checking.value;
  return (
    <div class="table-tools">
      {/* Its name stays put while the history is open: the history's own big key says "back to the present" (two
          keys of that name stood one above the other). */}
      <ViewToggle
        pressed={history}
        label={t('history.open')}
        onToggle={() => {
          model.checking.value = false;
          model.history.value = !history;
        }}
      />
      <ViewToggle
        pressed={checking}
        label={t('board.open')}
        onToggle={() => {
          model.history.value = false;
          model.checking.value = !checking;
          window.scrollTo({ top: 0 });
        }}
      />
      {lock && <LockButton gameId={gameId} />}
    </div>
  );
}

/** A switch to one of the table's other views (the history, the board check): pressed, and drawn so, while it is shown. */
function ViewToggle({ pressed, label, onToggle }: { pressed: boolean; label: string; onToggle: () => void }) {
  return (
    <button type="button" class="btn" aria-pressed={pressed} onClick={onToggle}>
      {label}
    </button>
  );
}
