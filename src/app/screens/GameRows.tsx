// The rows of home's list of saved games: open, hand over or delete one; a game deleted here keeps its row,
// with its Undo, until the app is left.
import type { GameMeta } from '../../store/schema';
import { useApp, useT } from '../context';
import { formatWhen } from '../when';

/** A winner's name kept on one line where it fits (the sentence that names them is one string). */
const whole = (name: string) => name.replace(/ /g, '\u00a0');

/**
 * The players, each name one piece that the line breaks around, never inside: "Chie / Sato", "さ / くら". The
 * 「・」 after a name is part of its piece, so that no line starts with one.
 */
function Names({ names }: { names: readonly string[] }) {
  return (
    <span class="game-names">
      {names.map((name, i) => (
        <span key={i} class="who">
          {name}
          {i < names.length - 1 && '・'}
        </span>
      ))}
    </span>
  );
}

/** How long a row's keys ignore taps after one of them changed it: its Undo lies where its × was. */
const ROW_QUIET_MS = 500;
/** The row changed last, and until when its keys ignore taps (a double tap would take the change back). */
let quiet = { id: '', until: 0 };
/** Runs a row's change unless the row changed a moment ago. */
function rowChange(id: string, change: () => void) {
  const now = performance.now();
  if (quiet.id === id && now < quiet.until) return;
  quiet = { id, until: now + ROW_QUIET_MS };
  change();
}
/** The height each deleted row had: it keeps it, whatever its shorter words, so that no row below moves. */
const heights = new Map<string, number>();

/** A game deleted here: it keeps its row, so that nothing moves under the finger, and is brought back from it. */
function DeletedRow({ meta }: { meta: GameMeta }) {
  const { library, settings } = useApp();
  const t = useT();
  const height = heights.get(meta.id);
  return (
    <li class="game-row gone" style={height ? { minHeight: `${height}px` } : undefined}>
      <div class="game-open">
        <strong>{t(`game.${meta.game}.name`)}</strong>
        <Names names={meta.players.map((p) => p.name)} />
        <span class="muted" role="status">
          {t('home.deleted')} ·{' '}
          <time dateTime={meta.updatedAt}>{formatWhen(meta.updatedAt, 'dateTime', settings.lang.value)}</time>
        </span>
      </div>
      <button
        type="button"
        class="btn undo-delete"
        aria-label={t('home.undoDeleteOf', { name: meta.players.map((p) => p.name).join('・') })}
        onClick={() => rowChange(meta.id, () => void library.undoDelete(meta.id))}
      >
        {t('home.undoDelete')}
      </button>
    </li>
  );
}

/** A saved game's row on home: open it, hand it over, delete it (or, deleted here, bring it back). */
export function GameRow({ meta }: { meta: GameMeta }) {
  const { router, library, settings } = useApp();
  const t = useT();
  if (meta.deletedAt !== null) return <DeletedRow meta={meta} />;
  const names = meta.players.map((p) => p.name).join('・');
  return (
    <li class="game-row">
      <button type="button" class="game-open" onClick={() => router.go({ name: 'game', id: meta.id })}>
        <strong>{t(`game.${meta.game}.name`)}</strong>
        <Names names={meta.players.map((p) => p.name)} />
        <span class="muted">
          {meta.status === 'finished'
            ? t('home.finished', { winners: meta.winners.map(whole).join('・') })
            : t('home.playing')}{' '}
          ·{' '}
          <time dateTime={meta.updatedAt}>{formatWhen(meta.updatedAt, 'dateTime', settings.lang.value)}</time>
          {meta.handedOverAt && <span class="handed-over"> · {t('handover.handedOver')}</span>}
          {meta.copyOf && <span class="handed-over"> · {t('home.copy')}</span>}
        </span>
      </button>
      <button
        type="button"
        class="icon-btn"
        aria-label={t('handover.sendGame', { name: names })}
        onClick={() => router.go({ name: 'handover', id: meta.id })}
      >
        {/* A QR code's three finder squares: the code this button shows. */}
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z" fill="none" stroke="currentColor" stroke-width="2" />
          <path d="M14 14h3v3h-3zM18 18h3v3h-3z" fill="currentColor" />
        </svg>
      </button>
      <button
        type="button"
        class="icon-btn"
        aria-label={t('home.delete', { name: names })}
        onClick={(event) => {
          const row = event.currentTarget.closest('li');
          rowChange(meta.id, () => {
            if (row) heights.set(meta.id, row.getBoundingClientRect().height);
            void library.remove(meta);
          });
        }}
      >
        ×
      </button>
    </li>
  );
}
