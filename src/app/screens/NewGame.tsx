// New game: pick the game, then the players (names, colours, seat order, who starts) and the house rules.

import { useEffect, useRef, useState } from 'preact/hooks';
import { nameKey, playerName } from '../../engine/names';
import { GAME_IDS, type GameId, type Json, type OptionSpec, type Player } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { isAvailable, loadGame } from '../../games/index';
import type { LoadedGame } from '../../games/types';
import { useApp, useT } from '../context';
import { createGame } from '../create-game';
import { makeTranslate } from '../i18n';
import { clearDraft, defaultsIn, loadDraft, optionsFor, saveDraft } from '../setup-draft';
import { OptionField } from './OptionField';
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
  const { router, library, now, newId, booth } = useApp();
  const t = useT();
  const { module } = game;
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const [draft] = useState(() => loadDraft(storage, id));
  const lang = useApp().settings.lang.peek();
  // A draft made in the other language keeps its typed names; its default ones ("プレイヤー2") follow this one.
  const [players, setPlayers] = useState<Player[]>(() => {
    if (!draft) return defaultPlayers(game, module.players.min, t);
    const other = makeTranslate(lang === 'ja' ? 'en' : 'ja');
    return defaultsIn(
      draft.players,
      (n) => t('new.defaultName', { n }),
      (n) => other('new.defaultName', { n }),
    );
  });
  const [options, setOptions] = useState<Record<string, Json>>(() => ({
    ...module.options.defaults(players.length),
    ...draft?.options,
  }));
  // Options the table set by hand; the others follow the player count (Edo's deck size, say).
  const [touched, setTouched] = useState<string[]>(() => draft?.touched ?? []);
  const lentFrom = booth.form.value === id ? booth.locked.value : null;
  // Start's refusal, said under the field it names (brought into view), or beside Start.
  const [error, setError] = useState<Refusal | null>(null);
  const refuse = (text: string, at: Refusal['at'] = null) => setError({ text, at });
  useEffect(() => {
    if (error?.at) showField(fieldId(error.at));
  }, [error]);
  // A second tap on Start while the first is being saved would save a second game.
  const starting = useRef(false);
  useEffect(() => saveDraft(storage, id, { players, options, touched }), [players, options, touched]);
  const setOption = (key: string, value: Json) => {
    setError(null); // a refusal holds until the form changes: then it may no longer be true
    setOptions({ ...options, [key]: value });
    if (!touched.includes(key)) setTouched([...touched, key]);
  };
  const start = async (event: Event) => {
    event.preventDefault();
    const named = players.map((p) => ({ ...p, name: playerName(p.name) }));
    const bad = outOfRange(module.options.specs, options);
    if (bad)
      return refuse(t('new.err.optionRange', { label: t(bad.label), min: bad.min, max: bad.max }), {
        option: bad.key,
      });
    const empty = named.findIndex((p) => p.name === '');
    if (empty >= 0) return refuse(t('new.err.emptyName'), { player: empty });
    const keys = named.map((p) => nameKey(p.name));
    const same = keys.findIndex((k, i) => keys.indexOf(k) !== i);
    if (same >= 0) return refuse(t('new.err.sameName'), { player: same });
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
    if (created === null) return refuse(t('new.err.notSaved'));
    if (isViolation(created)) return refuse(t({ key: created.code, params: created.params }));
    clearDraft(storage, id);
    booth.started(id, created);
    // In place of the form: Back from the game then leaves it, rather than offering a spent form again.
    router.replace({ name: 'game', id: created });
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
                error={
                  error?.at && 'option' in error.at && error.at.option === spec.key ? error.text : undefined
                }
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
          problem={
            error?.at && 'player' in error.at ? { index: error.at.player, text: error.text } : undefined
          }
          onChange={(next, before) => {
            setError(null);
            setPlayers(next);
            setOptions((o) => ({
              ...optionsFor(module.options.defaults(next.length), o, touched, next.length),
              first: startAfter(before, next, Number(o.first ?? 0)),
            }));
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
        {error && !error.at && (
          <p class="error" role="alert">
            {error.text}
          </p>
        )}
        <button type="submit" class="big-btn">
          {t('new.start')}
        </button>
        {/* Lent by a locked booth screen (booth.ts): its way back, where a home-screen app has no Back key. */}
        {lentFrom && (
          <button type="button" class="btn quiet" onClick={() => router.go({ name: 'game', id: lentFrom })}>
            {t('lock.backToGame')}
          </button>
        )}
      </form>
    </main>
  );
}

/** A refusal of Start, and the field it names (null: the form as a whole, said beside Start). */
type Refusal = { text: string; at: { option: string } | { player: number } | null };

const fieldId = (at: NonNullable<Refusal['at']>) =>
  'option' in at ? `opt-${at.option}` : `player-name-${at.player}`;

/** Brings a refused field into view and to the keyboard: it may lie a screen above Start. */
function showField(id: string) {
  const field = document.getElementById(id);
  field?.scrollIntoView?.({ block: 'center' });
  field?.focus({ preventScroll: true });
}

/** Where the start player sits after the list changed: the same person, wherever they moved. */
function startAfter(before: readonly Player[], next: readonly Player[], first: number): number {
  const person = before[first];
  const at = person ? next.indexOf(person) : -1;
  return at >= 0 ? at : Math.min(first, next.length - 1);
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
