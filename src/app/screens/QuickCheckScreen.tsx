// A game's quick score check, for a game played on paper: no record, just the counts.
import { useEffect, useState } from 'preact/hooks';
import { isAvailable, loadGame } from '../../games/index';
import type { LoadedGame } from '../../games/types';
import { useApp, useT } from '../context';

/** The quick check of game `game`. */
export function QuickCheckScreen({ game }: { game: string }) {
  const t = useT();
  const lang = useApp().settings.lang.peek();
  const [loaded, setLoaded] = useState<LoadedGame | null>(null);
  useEffect(() => {
    if (isAvailable(game)) void loadGame(game, lang).then(setLoaded);
  }, [game]);
  if (!isAvailable(game))
    return (
      <p class="error screen" role="alert">
        {t('app.err.load')}
      </p>
    );
  if (!loaded) return <p class="muted screen">{t('home.loading')}</p>;
  const { QuickCheck } = loaded;
  return (
    <main class="screen">
      <h1>
        {t(`game.${game}.name`)} — {t('home.check')}
      </h1>
      <QuickCheck t={t} />
    </main>
  );
}
