// How the saved games are kept, and what home says about it: which engine keeps them how long (Safari deletes a
// site's data after seven days without a visit unless it runs from the Home Screen; a browser may refuse, or
// never answer, the request to keep them), and when a backup is due. Pure: the screen gathers the facts.

/** How the browser answered the request to keep the saved games (navigator.storage.persist()). */
export type Persistence = 'asking' | 'granted' | 'refused' | 'unavailable' | 'silent';

/** Where the app runs, for what keeps its games: Safari's engine on iPhone/iPad (from the Home Screen or not). */
export type Platform = 'ios' | 'iosHomeScreen' | 'other';

/** A kind of guidance the user can put away for good: add to the Home Screen, or save to a file. */
export type Guide = 'homeScreen' | 'refused' | 'unanswered';

/** What home says, with the games it is about: the saved games (guidance), or those kept only here (backup). */
export interface Advice {
  kind: Guide | 'backup';
  games: number;
}

/** What the user put away: guidance for good, the backup offer until more games wait (see `backupDue`). */
export interface Dismissed {
  guides: Guide[];
  /** When the backup offer was last put away (ISO); games finished before then no longer bring it back. */
  backupAt?: string;
}

/** The part of a saved game's header that says whether it is kept anywhere but here. */
export interface KeptGame {
  status: 'playing' | 'finished';
  updatedAt: string;
  handedOverAt?: string;
  exportedAt?: string;
}

/** A backup is offered once this many finished games are kept only here... */
export const BACKUP_GAMES = 3;
/** ...or once one of them has been kept only here this long: Safari's own limit, and a week of game nights. */
export const BACKUP_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The platform from what the browser says of itself (iPadOS says it is a Mac, but a Mac has no touch screen). */
export function platformOf(nav: {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  standalone: boolean;
}): Platform {
  const ios =
    /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1);
  if (!ios) return 'other';
  return nav.standalone ? 'iosHomeScreen' : 'ios';
}

/** A finished game with no copy elsewhere since its last change: never exported nor handed over since. */
export function onlyHere(game: KeptGame): boolean {
  if (game.status !== 'finished' || game.handedOverAt) return false;
  return !game.exportedAt || game.exportedAt < game.updatedAt;
}

/**
 * Whether to offer a backup: enough finished games kept only here, or one kept only here for a week. Games that
 * finished before the offer was last put away count no more towards bringing it back.
 */
export function backupDue(games: readonly KeptGame[], now: Date, dismissedAt?: string): boolean {
  const waiting = games.filter((g) => onlyHere(g) && (!dismissedAt || g.updatedAt > dismissedAt));
  if (waiting.length >= BACKUP_GAMES) return true;
  return waiting.some((g) => now.getTime() - Date.parse(g.updatedAt) >= BACKUP_AGE_MS);
}

/** The guidance for this platform and answer, if any (none while the browser is still asked). */
function guideFor(platform: Platform, persistence: Persistence): Guide | null {
  if (platform === 'ios') return 'homeScreen';
  // From the Home Screen Safari keeps the games; elsewhere a promise to keep them is all that is needed.
  if (platform === 'iosHomeScreen' || persistence === 'granted' || persistence === 'asking') return null;
  return persistence === 'refused' ? 'refused' : 'unanswered';
}

/**
 * What home says, if anything: a due backup first (games are at risk now), then the guidance for this engine.
 * On a phone with no saved game the file guidance waits (nothing to save yet); the Home Screen one does not,
 * as adding the app before any game is saved moves nothing.
 */
export function adviceFor(facts: {
  platform: Platform;
  persistence: Persistence;
  games: readonly KeptGame[];
  now: Date;
  dismissed: Dismissed;
}): Advice | null {
  const { platform, persistence, games, now, dismissed } = facts;
  if (backupDue(games, now, dismissed.backupAt))
    return { kind: 'backup', games: games.filter(onlyHere).length };
  const guide = guideFor(platform, persistence);
  if (!guide || dismissed.guides.includes(guide)) return null;
  if (guide !== 'homeScreen' && games.length === 0) return null;
  return { kind: guide, games: games.length };
}

const GUIDES: readonly Guide[] = ['homeScreen', 'refused', 'unanswered'];

/** What was put away, from its saved form; `legacyNoted` is the earlier note's "understood" (a refusal). */
export function readDismissed(raw: string | null, legacyNoted: string | null): Dismissed {
  const dismissed: Dismissed = { guides: legacyNoted === '1' ? ['refused'] : [] };
  try {
    const saved = JSON.parse(raw ?? '{}') as { guides?: unknown; backupAt?: unknown };
    if (Array.isArray(saved.guides))
      for (const g of GUIDES)
        if (saved.guides.includes(g) && !dismissed.guides.includes(g)) dismissed.guides.push(g);
    if (typeof saved.backupAt === 'string') dismissed.backupAt = saved.backupAt;
  } catch {
    // Unreadable: everything is said again, which is safe.
  }
  return dismissed;
}

/** What `advice` being put away at `now` leaves put away. */
export function dismiss(dismissed: Dismissed, advice: Advice, now: Date): Dismissed {
  if (advice.kind === 'backup') return { ...dismissed, backupAt: now.toISOString() };
  return { ...dismissed, guides: [...dismissed.guides.filter((g) => g !== advice.kind), advice.kind] };
}
