// New game: pick the game, then the players (names, colours, seat order, who starts) and the house rules.

import { useEffect, useRef, useState } from 'preact/hooks';
import { playerName } from '../../engine/names';
import { GAME_IDS, type GameId, type Json, type OptionSpec, type Player } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { isAvailable, loadGame } from '../../games/index';
import type { LoadedGame } from '../../games/types';
import { useApp, useT } from '../context';
import { createGame } from '../create-game';
import { clearDraft, loadDraft, optionsFor, saveDraft } from '../setup-draft';
import { PlayerRows } from './PlayerRows';

function GamePicker() {
  const { router } = useApp();
  const t = useT();
  return (
    <main class="screen">
      <h1>{t('new.pick')}</h1>
      <ul class="pick-list">
        {GAME_IDS.map((id) => (
          <li key={id}>
            <button
              type="button"
              class="pick"
              disabled={!isAvailable(id)}
              onClick={() => router.go({ name: 'new', game: id })}
            >
              <strong>{t(`game.${id}.name`)}</strong>
              <span>{t(`game.${id}.blurb`)}</span>
              <span class="muted">
                {t(`game.${id}.players`)}
                {!isAvailable(id) && ` · ${t('new.unavailable')}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}

function OptionField({
  spec,
  value,
  onChange,
}: {
  spec: OptionSpec;
  value: Json;
  onChange: (v: Json) => void;
}) {
  const t = useT();
  const id = `opt-${spec.key}`;
  const help = <small id={`${id}-help`}>{t(spec.help)}</small>;
  if (spec.kind === 'boolean') {
    return (
      <div class="field check-field">
        <label class="check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={`${id}-help`}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
          <span>{t(spec.label)}</span>
        </label>
        {help}
      </div>
    );
  }
  if (spec.kind === 'number') {
    return (
      <div class="field">
        <label for={id}>{t(spec.label)}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          // Emptied while typing, the field stays empty (not 0); Start then names the range.
          value={value === null ? '' : String(value)}
          aria-describedby={`${id}-help`}
          onInput={(e) => {
            const text = e.currentTarget.value.trim();
            onChange(text === '' ? null : Number(text));
          }}
        />
        {help}
      </div>
    );
  }
  return (
    <div class="field">
      <label for={id}>{t(spec.label)}</label>
      <select
        id={id}
        value={String(value)}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {spec.choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`${spec.label}.${choice}`)}
          </option>
        ))}
      </select>
      {help}
    </div>
  );
}

function defaultPlayers(
  game: LoadedGame,
  count: number,
  t: (k: string, p?: Record<string, number>) => string,
): Player[] {
  return Array.from({ length: count }, (_, i) => ({
    name: t('new.defaultName', { n: i + 1 }),
    colour: game.module.colours[i % game.module.colours.length] ?? '',
  }));
}

function SetupForm({ id, game }: { id: GameId; game: LoadedGame }) {
  const { router, library, now, newId } = useApp();
  const t = useT();
  const { module } = game;
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const [draft] = useState(() => loadDraft(storage, id));
  const [players, setPlayers] = useState<Player[]>(
    () => draft?.players ?? defaultPlayers(game, module.players.min, t),
  );
  const [options, setOptions] = useState<Record<string, Json>>(() => ({
    ...module.options.defaults(players.length),
    ...draft?.options,
  }));
  // Options the table set by hand; the others follow the player count (Edo's deck size, say).
  const [touched, setTouched] = useState<string[]>(() => draft?.touched ?? []);
  const [error, setError] = useState<string | null>(null);
  // A second tap on Start while the first is being saved would save a second game.
  const starting = useRef(false);
  useEffect(() => saveDraft(storage, id, { players, options, touched }), [players, options, touched]);
  const setOption = (key: string, value: Json) => {
    setOptions({ ...options, [key]: value });
    if (!touched.includes(key)) setTouched([...touched, key]);
  };
  const start = async (event: Event) => {
    event.preventDefault();
    const named = players.map((p) => ({ ...p, name: playerName(p.name) }));
    if (named.some((p) => p.name === '')) return setError(t('new.err.emptyName'));
    if (new Set(named.map((p) => p.name)).size !== named.length) return setError(t('new.err.sameName'));
    const bad = outOfRange(module.options.specs, options);
    if (bad) return setError(t('new.err.optionRange', { label: t(bad.label), min: bad.min, max: bad.max }));
    const first = Math.min(Number(options.first ?? 0), named.length - 1);
    if (starting.current) return;
    starting.current = true;
    const created = await library.store
      .then((store) => createGame(store, module, named, { ...options, first }, newId(), now()))
      .catch(() => null)
      .finally(() => {
        starting.current = false;
      });
    // Not saved (a full disk, say): the form stays as typed, and says so.
    if (created === null) return setError(t('new.err.notSaved'));
    if (isViolation(created)) return setError(t({ key: created.code, params: created.params }));
    clearDraft(storage, id);
    router.go({ name: 'game', id: created });
  };
  return (
    <main class="screen">
      <h1>{t(`game.${id}.name`)}</h1>
      <form onSubmit={start} noValidate>
        {/* The rules first, on the form's first screen: below the players they went unseen (issue 32). */}
        {module.options.specs.length > 0 && (
          <section class="new-options" aria-labelledby="new-options">
            <h2 id="new-options">{t('new.options')}</h2>
            {module.options.specs.map((spec) => (
              <OptionField
                key={spec.key}
                spec={spec}
                value={options[spec.key] ?? null}
                onChange={(v) => setOption(spec.key, v)}
              />
            ))}
          </section>
        )}
        <PlayerRows
          players={players}
          colours={module.colours}
          colourLabel={(c) => t(`${id}.colour.${c}`)}
          min={module.players.min}
          max={module.players.max}
          onChange={(next) => {
            setPlayers(next);
            setOptions((o) => optionsFor(module.options.defaults(next.length), o, touched, next.length));
          }}
        />
        <div class="field">
          <label for="first">{t('new.first')}</label>
          <select
            id="first"
            value={String(options.first ?? 0)}
            onChange={(e) => setOptions({ ...options, first: Number(e.currentTarget.value) })}
          >
            {players.map((p, i) => (
              <option key={`${i}-${p.name}`} value={String(i)}>
                {p.name || t('new.defaultName', { n: i + 1 })}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="big-btn">
          {t('new.start')}
        </button>
      </form>
    </main>
  );
}

// A number option outside its range (or left empty): named with its range, in the form's words, before the
// kernel would refuse it by its key.
function outOfRange(specs: readonly OptionSpec[], options: Record<string, Json>) {
  return specs.find(
    (spec): spec is Extract<OptionSpec, { kind: 'number' }> =>
      spec.kind === 'number' &&
      !(
        Number.isInteger(options[spec.key]) &&
        (options[spec.key] as number) >= spec.min &&
        (options[spec.key] as number) <= spec.max
      ),
  );
}

/** The new-game screen: the game list, or the setup form of the chosen game. */
export function NewGame({ game }: { game?: string }) {
  const t = useT();
  const { settings } = useApp();
  const [loaded, setLoaded] = useState<LoadedGame | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setLoaded(null);
    if (game && isAvailable(game))
      loadGame(game, settings.lang.peek()).then(setLoaded, () => setFailed(true));
  }, [game]);
  if (!game || !isAvailable(game)) return <GamePicker />;
  if (failed)
    return (
      <p class="error" role="alert">
        {t('app.err.load')}
      </p>
    );
  if (!loaded) return <p class="muted">{t('home.loading')}</p>;
  return <SetupForm id={game} game={loaded} />;
}
