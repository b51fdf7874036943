// Dates and times as the user reads them: in the device's time zone and the UI language's own format. Every
// date or time a screen, a picture or a file name shows goes through here; saved times stay UTC ISO strings.
import type { GameRecord } from '../engine/record';
import type { Lang } from './i18n';

/** What is shown: a date and time (a saved game), a time of day (a log line), a day (a picture's caption). */
export type WhenStyle = 'dateTime' | 'time' | 'date';

const OPTIONS: Record<WhenStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  date: { dateStyle: 'long' },
};

// Making a formatter costs a quarter of a millisecond (far more on a slow phone), a home list of a hundred games
// shows a hundred times: one formatter per language, style and zone. The zone is the device's as it is now, so
// that a phone carried across zones follows without a reload.
const made = new Map<string, Intl.DateTimeFormat>();

/** The UI language as `<html lang>` states it (Settings keeps them equal): for code handed only a translator. */
export function pageLang(): Lang {
  return globalThis.document?.documentElement.lang === 'en' ? 'en' : 'ja';
}

/** `at` (an ISO time or a Date) as `lang` writes it, in the device's time zone (or `timeZone`). */
export function formatWhen(
  at: string | Date,
  style: WhenStyle,
  lang: Lang = pageLang(),
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const key = `${lang} ${style} ${timeZone}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { ...OPTIONS[style], timeZone });
    made.set(key, format);
  }
  const date = typeof at === 'string' ? new Date(at) : at;
  // A time no calendar has shows as nothing rather than breaking the screen that lists it.
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** The device's calendar day of `at` as YYYY-MM-DD (file names: sortable, and the day the user had). */
export function localDay(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** The day a game was played: its last entry's (a picture shared days later still says when it was played). */
export function playedOn(record: GameRecord): Date {
  const acts = record.entries.filter((entry) => entry.kind === 'act');
  return new Date(acts.at(-1)?.at ?? record.createdAt);
}
