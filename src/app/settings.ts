// The user's settings: a small model of signals, saved in localStorage so that the first paint already uses them.
import { effect, signal } from '@preact/signals';
import { browserLang, type Lang } from './i18n';

/** Light, dark, or whatever the phone says. */
export type Theme = 'system' | 'light' | 'dark';

/** Saved settings. */
export interface SettingsData {
  lang: Lang;
  theme: Theme;
  keepAwake: boolean;
  hideSecrets: boolean;
}

const KEY = 'choba.settings';

function load(storage: Storage | undefined, languages: readonly string[]): SettingsData {
  const defaults: SettingsData = {
    lang: browserLang(languages),
    theme: 'system',
    keepAwake: true,
    hideSecrets: true,
  };
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? '{}') as Partial<SettingsData>;
    return {
      lang: saved.lang === 'en' || saved.lang === 'ja' ? saved.lang : defaults.lang,
      theme: saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'system',
      keepAwake: typeof saved.keepAwake === 'boolean' ? saved.keepAwake : defaults.keepAwake,
      hideSecrets: typeof saved.hideSecrets === 'boolean' ? saved.hideSecrets : defaults.hideSecrets,
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
  readonly hideSecrets;

  constructor(storage: Storage | undefined, languages: readonly string[], root?: HTMLElement) {
    const data = load(storage, languages);
    this.lang = signal<Lang>(data.lang);
    this.theme = signal<Theme>(data.theme);
    this.keepAwake = signal(data.keepAwake);
    this.hideSecrets = signal(data.hideSecrets);
    effect(() => {
      const next: SettingsData = {
        lang: this.lang.value,
        theme: this.theme.value,
        keepAwake: this.keepAwake.value,
        hideSecrets: this.hideSecrets.value,
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
}
