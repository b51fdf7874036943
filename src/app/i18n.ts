// Turning messages into sentences in the user's language: shell tables plus the tables of loaded games.
import { signal } from '@preact/signals';
import type { GameStrings, Msg, MsgParam, Player } from '../engine/types';
import type { Translate } from '../games/types';
import { en, ja } from './strings/home';

/** The two languages of Chōba. */
export type Lang = 'ja' | 'en';

const tables: Record<Lang, Record<string, string>> = { ja: { ...ja }, en: { ...en } };

/** Bumped when a game's tables are added, so that screens showing its strings re-render. */
export const stringsVersion = signal(0);

/** Adds a loaded game's strings (one language or both) to the tables. */
export function addStrings(strings: Partial<GameStrings>): void {
  Object.assign(tables.ja, strings.ja);
  Object.assign(tables.en, strings.en);
  stringsVersion.value++;
}

let screens: Promise<void> | undefined;

/** Loads the strings of every screen beyond home, once; a screen or part that says them waits for this. */
export function loadScreenStrings(): Promise<void> {
  screens ??= Promise.all([import('./strings/ja'), import('./strings/en')]).then(
    ([j, e]) => addStrings({ ja: j.ja, en: e.en }),
    (error: unknown) => {
      // A failed load (offline before the chunk was cached) may be tried again by the next screen.
      screens = undefined;
      throw error;
    },
  );
  return screens;
}

/** The browser's preferred language among ours: Japanese unless the browser prefers English. */
export function browserLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    if (tag.toLowerCase().startsWith('ja')) return 'ja';
    if (tag.toLowerCase().startsWith('en')) return 'en';
  }
  return 'ja';
}

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};

/** The plural form of `n` in `lang` ('one', 'other', ...), as the platform's Intl.PluralRules says. */
function pluralOf(lang: Lang, n: number): string {
  pluralRules[lang] ??= new Intl.PluralRules(lang);
  return pluralRules[lang].select(n);
}

/** Right-to-left letters (Hebrew to Arabic supplements) and the direction controls. */
const BIDI = /[\u0590-\u08ff\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A name with right-to-left text or a direction control (U+202E) isolated, so that it cannot turn the sentence
 * around it (a hostile or simply Arabic name); other names stay as typed.
 */
export function isolate(name: string): string {
  return BIDI.test(name) ? `\u2068${name}\u2069` : name;
}

/** No parameters. */
const NONE: Readonly<Record<string, MsgParam>> = {};

function isMsg(value: MsgParam): value is Msg {
  return typeof value === 'object' && 'key' in value;
}

/** A translator for one language; player references become the players' names. */
export function makeTranslate(lang: Lang, players: readonly Player[] = []): Translate {
  const table = tables[lang];
  const render = (value: MsgParam): string => {
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (isMsg(value)) return t(value);
    return isolate(players[value.p]?.name ?? `#${value.p + 1}`);
  };
  const t: Translate = (msg, extra) => {
    const key = typeof msg === 'string' ? msg : msg.key;
    // Screens say hundreds of these a tap on a slow phone: no copy of the parameters, no pattern unless needed.
    const own = typeof msg === 'string' ? undefined : msg.params;
    const params = own && extra ? { ...own, ...extra } : (own ?? extra ?? NONE);
    // A count `n` picks the key's plural form where the table has one: 'log.title#one' for 1 in English.
    const n = params.n;
    const form = typeof n === 'number' ? table[`${key}#${pluralOf(lang, n)}`] : undefined;
    const template = form ?? table[key] ?? tables.en[key] ?? key;
    if (!template.includes('{')) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : render(value);
    });
  };
  return t;
}

/** True when a key exists in the current tables (for tests and optional strings). */
export function hasString(lang: Lang, key: string): boolean {
  return key in tables[lang];
}
