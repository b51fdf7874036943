// The user's settings: a small model of signals, saved in localStorage so that the first paint already uses them.
import { effect, signal } from '@preact/signals';
import { GAME_IDS, type GameId } from '../engine/types';
import { browserLang, type Lang } from './i18n';

/** Light, dark, or whatever the phone says. */
export type Theme = 'system' | 'light' | 'dark';

/** Saved settings. */
export interface SettingsData {
  lang: Lang;
  theme: Theme;
  keepAwake: boolean;
  /** Games played as a teaching table: everything shown, secrets included (a demo booth). */
  teaching: GameId[];
}

const KEY = 'choba.settings';

function load(storage: Storage | undefined, languages: readonly string[]): SettingsData {
  const defaults: SettingsData = {
    lang: browserLang(languages),
    theme: 'system',
    keepAwake: true,
    teaching: [],
  };
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? '{}') as Partial<SettingsData> & {
      hideSecrets?: boolean;
    };
    // Settings saved before teaching tables had one switch for every game: "hide secrets" off.
    const teaching = Array.isArray(saved.teaching)
      ? GAME_IDS.filter((id) => saved.teaching?.includes(id))
      : saved.hideSecrets === false
        ? [...GAME_IDS]
        : [];
    return {
      lang: saved.lang === 'en' || saved.lang === 'ja' ? saved.lang : defaults.lang,
      theme: saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'system',
      keepAwake: typeof saved.keepAwake === 'boolean' ? saved.keepAwake : defaults.keepAwake,
      teaching,
    };
  } catch {
    return defaults;
  }
}

/** Settings as signals, with the theme applied to the document and every change saved. */
export class Settings {
  readonly lang;
  readonly theme;
  readonly keepAwake;
  readonly teaching;

  constructor(storage: Storage | undefined, languages: readonly string[], root?: HTMLElement) {
    const data = load(storage, languages);
    this.lang = signal<Lang>(data.lang);
    this.theme = signal<Theme>(data.theme);
    this.keepAwake = signal(data.keepAwake);
    this.teaching = signal<readonly GameId[]>(data.teaching);
    effect(() => {
      const next: SettingsData = {
        lang: this.lang.value,
        theme: this.theme.value,
        keepAwake: this.keepAwake.value,
        teaching: [...this.teaching.value],
      };
      try {
        storage?.setItem(KEY, JSON.stringify(next));
      } catch {
        // Private mode or a full disk: the settings still work for this visit.
      }
      if (root) {
        root.lang = next.lang;
        root.dataset.theme = next.theme;
      }
    });
  }

  /** Whether the table keeps a game's secrets: always, unless it is played as a teaching table. */
  keepsSecrets(game: GameId): boolean {
    return !this.teaching.value.includes(game);
  }

  /** Makes a game a teaching table (everything shown) or a normal one. */
  setTeaching(game: GameId, on: boolean): void {
    const rest = this.teaching.value.filter((id) => id !== game);
    this.teaching.value = on ? GAME_IDS.filter((id) => id === game || rest.includes(id)) : rest;
  }
}
