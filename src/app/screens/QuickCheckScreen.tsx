// A game's quick score check, for a game played on paper: no record, just the counts (kept as they are typed).
import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { isAvailable, loadGame } from '../../games/index';
import type { QuickCheckProps } from '../../games/types';
import { clearKept, restoreKept } from '../../ui/kept';
import { useNoShrink } from '../../ui/no-shrink';
import { useApp, useT } from '../context';

/** The quick check of game `game`. */
export function QuickCheckScreen({ game }: { game: string }) {
  const t = useT();
  const lang = useApp().settings.lang.peek();
  const [QuickCheck, setQuickCheck] = useState<ComponentType<QuickCheckProps> | null>(null);
  const [failed, setFailed] = useState(false);
  // Each clear or undo starts the form afresh from what is kept; `cleared` holds what the clear took.
  const [round, setRound] = useState(0);
  const [cleared, setCleared] = useState<Record<string, string> | null>(null);
  // A refusal in a scoreboard's place would shorten the page under the finger typing the counts.
  const screen = useRef<HTMLElement>(null);
  useNoShrink(screen, `${QuickCheck ? 1 : 0}.${round}`);
  useEffect(() => {
    if (!isAvailable(game)) return;
    loadGame(game, lang)
      .then((loaded) => loaded.loadQuickCheck())
      .then(
        (c) => setQuickCheck(() => c),
        () => setFailed(true),
      );
  }, [game]);
  if (!isAvailable(game) || failed)
    return (
      <p class="error screen" role="alert">
        {t('app.err.load')}
      </p>
    );
  if (!QuickCheck) return <p class="muted screen">{t('home.loading')}</p>;
  const clear = () => {
    const taken = clearKept(game);
    // Nothing was kept (a blank form, or storage refused): nothing to bring back, so no Undo to offer.
    setCleared(Object.keys(taken).length > 0 ? taken : null);
    setRound(round + 1);
  };
  // Once the form is touched again its Undo would write the old counts over the new ones: it goes.
  const touched = () => {
    if (cleared) setCleared(null);
  };
  const undo = () => {
    if (cleared) restoreKept(cleared);
    setCleared(null);
    setRound(round + 1);
  };
  return (
    <main class="screen" ref={screen}>
      <h1>
        {t(`game.${game}.name`)} — {t('home.check')}
      </h1>
      <p class="quick-clear" role="status">
        {cleared ? (
          <>
            {t('quick.cleared')}{' '}
            <button type="button" class="btn" onClick={undo}>
              {t('quick.undoClear')}
            </button>
          </>
        ) : (
          <button type="button" class="btn quiet" onClick={clear}>
            {t('quick.clear')}
          </button>
        )}
      </p>
      <div onInputCapture={touched} onChangeCapture={touched} onClickCapture={touched}>
        <QuickCheck key={round} t={t} />
      </div>
    </main>
  );
}
