// Receive a game from another phone: the rear camera reads its codes in any order, says "3 of 5", and the
// game is imported as a file is. A game in play opens here and goes on; after a finished game the screen
// stays, so that a booth phone takes one table's game after another. Without a camera it says so and
// points to the file export and import.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useApp, useT } from '../context';
import { CameraError, closeCamera, frameReader, openCamera, scanFrames } from '../handover/camera';
import { isolate } from '../i18n';
import '../handover/handover.css';
import type { Translate } from '../../games/types';
import { type BasicNote, HandBackNote, isBasicNote, Transfers } from '../handover/HandBack';
import { Receiver } from '../handover/receiver';
import { addHandoverStrings } from '../handover/strings';
import { keepAwake } from '../wake-lock';
import { updateGame } from './hand-back';
import { AimAdvice, AimFrame } from './receive/Aim';
import { Adviser } from './receive/adviser';
import { importer } from './transfer-actions';

addHandoverStrings();

type Camera = 'starting' | 'on' | 'none' | 'refused';

function Note({ note, t, open }: { note: BasicNote; t: Translate; open: (id: string) => void }) {
  if (note.kind === 'problem')
    return (
      <p class="error" role="alert">
        {t(note.key, note.params)}
      </p>
    );
  const game = t(`game.${note.game.game}.name`);
  if (note.kind === 'already')
    return (
      <p class="notice" role="status">
        {t('handover.receive.already', { game })}{' '}
        <button type="button" class="link-btn" onClick={() => open(note.game.id)}>
          {t('handover.receive.open')}
        </button>
      </p>
    );
  return (
    <p class="notice" role="status">
      {t('handover.receive.got', {
        game,
        result: t('handover.receive.won', { winners: note.game.winners.map(isolate).join('・') }),
      })}{' '}
      {t('handover.receive.next')}
    </p>
  );
}

/** The receiving screen. */
export function Receive() {
  const app = useApp();
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  // Bumped by "try again": the camera is asked for anew.
  const [attempt, setAttempt] = useState(0);
  const [receiver] = useState(
    () =>
      new Receiver(app.library.store, {
        playOn: (id) => app.router.go({ name: 'game', id }),
        saved: () => void app.library.refresh(),
        // A newer copy of a game here, applied on a tap; never under the game's own session (hand-back.ts).
        update: async (offer) => updateGame(await app.library.store, app.library.sessions, offer),
      }),
  );

  // Advice on how to hold the phone, made from where the codes sit in the camera's frames.
  const [adviser] = useState(() => new Adviser());

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stop: (() => void) | null = null;
    setCamera('starting');
    // The reader's code loads while the camera opens; a camera already open is kept so that it can be closed.
    const reading = frameReader();
    reading.catch(() => undefined);
    (async () => {
      stream = await openCamera(element);
      if (cancelled) return closeCamera(stream);
      const read = await reading;
      if (cancelled) return;
      setCamera('on');
      stop = scanFrames(
        element,
        read,
        (text) => void receiver.hear(text),
        (seen) => adviser.look(seen),
      );
    })().catch((error: unknown) => {
      // The reader could not load (offline, say) after the camera opened: the camera goes off with it.
      closeCamera(stream);
      if (!cancelled)
        setCamera(error instanceof CameraError && error.problem === 'refused' ? 'refused' : 'none');
    });
    // The page put away (another app, the phone locked): the camera goes off, and comes back with the page.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        cancelled = true;
        stop?.();
        closeCamera(stream);
      } else if (cancelled) setAttempt((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stop?.();
      closeCamera(stream);
    };
  }, [attempt, receiver, adviser]);

  useEffect(() => (camera === 'on' ? keepAwake(document, navigator, () => true) : undefined), [camera]);
  // The import's code loads while the codes are read, not after the last one.
  useEffect(() => void importer().catch(() => undefined), []);
  // Left while the last codes are saved: a game in play is not opened over where the user went.
  useEffect(() => () => receiver.leave(), [receiver]);

  const progress = receiver.progress.value;
  const note = receiver.note.value;
  const received = receiver.received.value;
  const blocked = camera === 'none' || camera === 'refused';
  const status = receiver.importing.value
    ? t('handover.receive.importing')
    : progress
      ? t('handover.receive.progress', progress)
      : t(camera === 'starting' ? 'handover.receive.starting' : 'handover.receive.looking');
  return (
    <main class="screen handover">
      <h1>{t('handover.receive.title')}</h1>
      <AimFrame hidden={blocked}>
        <video ref={video} class="camera" aria-label={t('handover.receive.video')} muted playsInline />
      </AimFrame>
      {blocked ? (
        <>
          <p class="error" role="alert">
            {t(camera === 'refused' ? 'handover.receive.refused' : 'handover.receive.noCamera')}
          </p>
          <button type="button" class="btn wide-btn" onClick={() => app.router.go({ name: 'settings' })}>
            {t('handover.receive.toFiles')}
          </button>
          <button type="button" class="btn wide-btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('handover.receive.retry')}
          </button>
        </>
      ) : (
        <>
          <p class="receive-progress" role="status" data-have={progress?.have} data-total={progress?.total}>
            {status}
          </p>
          <AimAdvice advice={receiver.importing.value ? null : adviser.advice.value} t={t} />
          <Transfers receiver={receiver} t={t} toFiles={() => app.router.go({ name: 'settings' })} />
          {note &&
            (isBasicNote(note) ? (
              <Note note={note} t={t} open={(id) => app.router.go({ name: 'game', id })} />
            ) : (
              <HandBackNote
                note={note}
                t={t}
                receiver={receiver}
                open={(id) => app.router.go({ name: 'game', id })}
              />
            ))}
          {receiver.notes.value.length > 0 && (
            <div class="error" role="alert">
              {receiver.notes.value.map((line, i) => (
                <p key={i}>{t(line)}</p>
              ))}
            </div>
          )}
          <p class="muted">{t('handover.receive.help')}</p>
        </>
      )}
      {received.length > 0 && (
        <section aria-labelledby="received-heading">
          <h2 id="received-heading" data-received={received.length}>
            {t('handover.receive.count', { n: received.length })}
          </h2>
          <ol class="received">
            {received.map((game) => (
              <li key={game.id}>
                {t(`game.${game.game}.name`)} —{' '}
                {t('handover.receive.won', { winners: game.winners.map(isolate).join('・') })}
              </li>
            ))}
          </ol>
        </section>
      )}
      <button type="button" class="btn wide-btn" onClick={() => app.router.go({ name: 'home' })}>
        {t('handover.receive.done')}
      </button>
    </main>
  );
}
