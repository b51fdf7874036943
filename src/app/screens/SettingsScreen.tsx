// Settings: language, theme, keeping the screen awake, teaching tables; export and import of games.
import type { Signal } from '@preact/signals';
import { useState } from 'preact/hooks';
import { GAME_IDS } from '../../engine/types';
import { exportAll } from '../../store/bulk';
import { useApp, useT } from '../context';
import type { Lang } from '../i18n';
import type { Theme } from '../settings';
import { ImportResult } from './ImportResult';
import { downloadGames, type ImportOutcome, type ImportStage, importGames } from './transfer-actions';

function Choice<T extends string>({
  legend,
  value,
  choices,
  label,
}: {
  legend: string;
  value: Signal<T>;
  choices: readonly T[];
  label: (c: T) => string;
}) {
  return (
    <fieldset class="choice">
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c} class="choice-item">
          <input type="radio" name={legend} checked={value.value === c} onChange={() => (value.value = c)} />
          {label(c)}
        </label>
      ))}
    </fieldset>
  );
}

function Toggle({
  id,
  label,
  help,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div class="field check-field">
      <label class="check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={help ? `${id}-help` : undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {help && <small id={`${id}-help`}>{help}</small>}
    </div>
  );
}

/** The settings screen. */
export function SettingsScreen() {
  const { settings, library, now } = useApp();
  const t = useT();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  // What the last export did, said under the keys: a download gives no sign on many phones.
  const [exported, setExported] = useState<{ n: number; file: string } | null>(null);
  const exportEverything = async () => {
    setOutcome(null);
    const records = await exportAll(await library.store);
    // No games: nothing to keep in a file, and an empty file would look like a backup.
    setExported({ n: records.length, file: records.length > 0 ? downloadGames(records, now()) : '' });
  };
  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setOutcome(null);
    setExported(null);
    const result = await importGames(file, await library.store, setStage).catch(
      (error: unknown): ImportOutcome => {
        // The cause is for the console; the user is told what to do.
        console.warn('Chōba: the import failed', error);
        return { ok: false, key: 'import.failed', params: {} };
      },
    );
    setStage(null);
    setOutcome(result);
    await library.refresh();
  };
  return (
    <main class="screen">
      <h1>{t('settings.title')}</h1>
      <Choice<Lang>
        legend={t('settings.lang')}
        value={settings.lang}
        choices={['ja', 'en']}
        label={(c) => t(`settings.lang.${c}`)}
      />
      <Choice<Theme>
        legend={t('settings.theme')}
        value={settings.theme}
        choices={['system', 'light', 'dark']}
        label={(c) => t(`settings.theme.${c}`)}
      />
      <Toggle
        id="awake"
        label={t('settings.awake')}
        help={t('settings.awakeHelp')}
        checked={settings.keepAwake.value}
        onChange={(on) => (settings.keepAwake.value = on)}
      />
      <fieldset class="choice teaching" aria-describedby="teaching-help">
        <legend>{t('settings.teaching')}</legend>
        <small id="teaching-help">{t('settings.teachingHelp')}</small>
        {GAME_IDS.map((id) => (
          <Toggle
            key={id}
            id={`teaching-${id}`}
            label={t(`game.${id}.name`)}
            checked={!settings.keepsSecrets(id)}
            onChange={(on) => settings.setTeaching(id, on)}
          />
        ))}
      </fieldset>
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">{t('settings.data')}</h2>
        <div class="data-actions">
          <button type="button" class="btn" onClick={() => void exportEverything()}>
            {t('settings.exportAll')}
          </button>
          <label class="btn file-btn">
            {t('settings.import')}
            <input
              type="file"
              accept="application/json,.json"
              onChange={(e) => void onFile(e.currentTarget)}
            />
          </label>
        </div>
        {exported && (
          <p class="muted" role="status">
            {exported.n > 0
              ? t('settings.exported', { n: exported.n, file: exported.file })
              : t('settings.exportNone')}
          </p>
        )}
        {stage && (
          // Not a notice: the notice below is the import's outcome, which tests and screen readers wait for.
          <p class="muted import-stage" role="status">
            {t(`import.stage.${stage}`)}
          </p>
        )}
        {outcome && <ImportResult outcome={outcome} />}
      </section>
    </main>
  );
}
