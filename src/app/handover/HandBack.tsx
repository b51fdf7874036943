// The receiving screen's parts for a game that is here already (an update offered, a copy kept, this phone's
// copy ahead), for two sets of codes in view, and for a code that keeps failing its check. Beside Receive.tsx,
// which places them; the logic is the receiver's (receiver.ts, misreads.ts).
import type { Translate } from '../../games/types';
import type { ImportedGame } from '../screens/transfer-actions';
import { leadOf, type ReceiveNote, type Receiver } from './receiver';

/** The notes Receive.tsx says itself: a problem, a game received, the same game already here. */
export type BasicNote = Extract<ReceiveNote, { kind: 'problem' | 'got' | 'already' }>;

/** True for the notes Receive.tsx says itself; the others are HandBackNote's. */
export function isBasicNote(note: ReceiveNote): note is BasicNote {
  return note.kind === 'problem' || note.kind === 'got' || note.kind === 'already';
}

/** Entries of this phone's copy and of the copy read (the copy read has `more` more, or fewer when older). */
function counts(game: ImportedGame): { here: number; there: number } {
  const here = game.here ?? 0;
  const more = game.more ?? 0;
  return { here, there: game.fate === 'older' ? here - more : here + more };
}

/** A note on a game that is here already, or on a skipped code; the update offered is one tap. */
export function HandBackNote({
  note,
  t,
  receiver,
  open,
}: {
  note: Exclude<ReceiveNote, BasicNote>;
  t: Translate;
  receiver: Receiver;
  open: (id: string) => void;
}) {
  if (note.kind === 'skipped')
    return (
      <p class="notice" role="status">
        {t('handover.receive.skipped', { k: note.k, n: note.n })}
      </p>
    );
  const game = t(`game.${note.game.game}.name`);
  if (note.kind === 'newer')
    return (
      <div class="notice handback-offer" role="status" data-offer={note.game.id}>
        <p>{t('handover.receive.newer', { game, ...counts(note.game) })}</p>
        {note.problem && (
          <p class="error" role="alert">
            {t(note.problem)}
          </p>
        )}
        <button type="button" class="btn big-btn wide-btn" onClick={() => void receiver.update()}>
          {t('handover.receive.update')}
        </button>
      </div>
    );
  const said =
    note.kind === 'older'
      ? t('handover.receive.older', { game, ...counts(note.game) })
      : note.kind === 'copy'
        ? t('handover.receive.copy', { game })
        : t('handover.receive.updated', { game, n: note.entries });
  return (
    <p class="notice" role="status" data-fate={note.kind}>
      {said}{' '}
      <button type="button" class="link-btn" onClick={() => open(note.game.id)}>
        {t('handover.receive.open')}
      </button>
    </p>
  );
}

/** The other transfers in view, each with its own count, and the way out of a code that keeps failing. */
export function Transfers({
  receiver,
  t,
  toFiles,
}: {
  receiver: Receiver;
  t: Translate;
  toFiles: () => void;
}) {
  const stuck = receiver.stuck.value;
  // The line above says the transfer with most codes read; any other one in view is said here, apart.
  const transfers = receiver.transfers.value;
  const lead = leadOf(transfers);
  const others = transfers.filter((p) => p !== lead);
  return (
    <>
      {others.map((p) => (
        <p key={p.transfer} class="muted receive-also" data-transfer={p.transfer}>
          {t('handover.receive.also', { have: p.have, total: p.total })}
        </p>
      ))}
      {stuck && (
        <div class="receive-stuck" role="alert">
          <p class="error">{t('handover.receive.stuck', { k: stuck.k, n: stuck.n, times: stuck.times })}</p>
          <button type="button" class="btn wide-btn" onClick={() => receiver.skip()}>
            {t('handover.receive.skip')}
          </button>
          <button type="button" class="link-btn" onClick={toFiles}>
            {t('handover.receive.orFile')}
          </button>
        </div>
      )}
    </>
  );
}
