// A game's quick score check, for a game played on paper: no record, just the counts.
import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { isAvailable, loadGame } from '../../games/index';
import type { QuickCheckProps } from '../../games/types';
import { useNoShrink } from '../../ui/no-shrink';
import { useApp, useT } from '../context';

/** The quick check of game `game`. */
export function QuickCheckScreen({ game }: { game: string }) {
  const t = useT();
  const lang = useApp().settings.lang.peek();
  const [QuickCheck, setQuickCheck] = useState<ComponentType<QuickCheckProps> | null>(null);
  const [failed, setFailed] = useState(false);
  // A refusal in a scoreboard's place would shorten the page under the finger typing the counts.
  const screen = useRef<HTMLElement>(null);
  useNoShrink(screen, QuickCheck);
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
  return (
    <main class="screen" ref={screen}>
      <h1>
        {t(`game.${game}.name`)} — {t('home.check')}
      </h1>
      <QuickCheck t={t} />
    </main>
  );
}
