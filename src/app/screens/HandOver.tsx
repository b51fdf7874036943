// Hand a game to another phone: its record shown as a QR code, or as a short cycle of numbered codes
// repeating until the user says the other phone has it; then this phone's copy is marked "handed over",
// to keep or remove.
import { useEffect, useState } from 'preact/hooks';
import type { GameRecord } from '../../engine/record';
import { useApp, useT } from '../context';
import '../handover/handover.css';
import { CODES_PER_SECOND, prepareCodes } from '../handover/prepare';
import { QrCode } from '../handover/QrCode';
import { addHandoverStrings } from '../handover/strings';
import { gameToHand } from '../handover/to-hand';
import { keepAwake } from '../wake-lock';

addHandoverStrings();

type Stage =
  | { name: 'preparing' }
  | { name: 'showing'; record: GameRecord; codes: boolean[][][]; playing: boolean }
  | { name: 'handed'; record: GameRecord }
  | { name: 'problem'; key: string; params?: Record<string, string> };

/** The sending screen of game `id`. */
export function HandOver({ id }: { id: string }) {
  const app = useApp();
  const [stage, setStage] = useState<Stage>({ name: 'preparing' });
  const [shown, setShown] = useState(0);
  const t = useT(stage.name === 'showing' || stage.name === 'handed' ? stage.record.players : undefined);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      // Entries the game screen may still be writing are part of what is handed over.
      const game = await gameToHand(app.library, id);
      if (!game) return !cancelled && setStage({ name: 'problem', key: 'app.err.noGame' });
      const codes = await prepareCodes(game.record, app.now());
      if (!cancelled) setStage({ name: 'showing', record: game.record, codes, playing: game.playing });
    })().catch(() => {
      // What went wrong is the phone's business; the user is told what to do instead.
      if (!cancelled) setStage({ name: 'problem', key: 'handover.send.failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [id, app]);

  // The cycle: a few codes a second, over and over, until the other phone has them all.
  const count = stage.name === 'showing' ? stage.codes.length : 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setShown((k) => (k + 1) % count), 1000 / CODES_PER_SECOND);
    return () => clearInterval(timer);
  }, [count]);

  // A phone that dims mid-cycle stops the hand-over.
  useEffect(() => (count > 0 ? keepAwake(document, navigator, () => true) : undefined), [count]);

  const locked = app.booth.locked.value === id;
  const handed = async () => {
    if (stage.name !== 'showing') return;
    // The mark is this phone's note, not part of the game: if it cannot be written, the choice still stands.
    await app.library.markHandedOver(id).catch(() => undefined);
    setStage({ name: 'handed', record: stage.record });
  };
  const remove = async () => {
    const meta = await (await app.library.store).meta(id);
    if (meta) await app.library.remove(meta);
    app.router.go({ name: 'home' });
  };

  if (stage.name === 'problem') {
    return (
      <main class="screen handover">
        <p class="error" role="alert">
          {t(stage.key, stage.params)}
        </p>
        <button type="button" class="btn" onClick={() => history.back()}>
          {t('handover.send.back')}
        </button>
      </main>
    );
  }
  if (stage.name === 'preparing') return <p class="muted screen">{t('handover.send.preparing')}</p>;
  const { record } = stage;
  const title = <h1>{t('handover.send.title', { game: t(`game.${record.game}.name`) })}</h1>;
  if (stage.name === 'handed') {
    return (
      <main class="screen handover">
        {title}
        <p class="notice" role="status">
          {t('handover.send.done')}
        </p>
        {locked ? (
          <button type="button" class="big-btn" onClick={() => app.router.go({ name: 'game', id })}>
            {t('handover.send.toGame')}
          </button>
        ) : (
          <>
            <button type="button" class="big-btn" onClick={() => app.router.go({ name: 'home' })}>
              {t('handover.send.keep')}
            </button>
            <button type="button" class="btn wide-btn" onClick={() => void remove()}>
              {t('handover.send.remove')}
            </button>
          </>
        )}
      </main>
    );
  }
  const { codes, playing } = stage;
  const k = shown % codes.length;
  return (
    <main class="screen handover" data-codes={codes.length}>
      {title}
      <QrCode modules={codes[k] as boolean[][]} label={t('handover.code', { k: k + 1, n: codes.length })} />
      <p class="handover-part" data-part={k + 1}>
        {t('handover.send.part', { k: k + 1, n: codes.length })}
      </p>
      <button type="button" class="big-btn" onClick={() => void handed()}>
        {t('handover.send.gotIt')}
      </button>
      {playing && <p class="notice">{t('handover.send.playing')}</p>}
      <p class="muted">{t('handover.send.help', { button: t('handover.receive') })}</p>
      <button type="button" class="btn wide-btn" onClick={() => history.back()}>
        {t('handover.send.back')}
      </button>
    </main>
  );
}
