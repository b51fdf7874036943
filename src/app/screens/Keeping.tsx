// How this browser keeps the saved games, said on home where it matters (an iPhone outside the Home Screen, a
// browser that refused or never answered the request to keep them, finished games never saved elsewhere),
// with a way out in one tap. Put away for good (guidance) or until more games wait (the backup offer).
import { useState } from 'preact/hooks';
import { exportAll } from '../../store/bulk';
import { useApp, useT } from '../context';
import { addStrings } from '../i18n';
import { adviceFor, type Dismissed, dismiss, type Platform, platformOf, readDismissed } from '../keeping';
import { en, ja } from '../strings/keeping';
import { downloadGames } from './transfer-actions';
import './keeping.css';

addStrings({ ja, en });

const KEY = 'choba.keeping';
/** The earlier notice's "understood": a refusal already acknowledged is not said again. */
const LEGACY_KEY = 'choba.persistNoted';

function stored(): Dismissed {
  try {
    return readDismissed(localStorage.getItem(KEY), localStorage.getItem(LEGACY_KEY));
  } catch {
    return readDismissed(null, null);
  }
}

function store(dismissed: Dismissed): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(dismissed));
  } catch {
    // Storage refused: the notice is put away for this visit all the same.
  }
}

/** Where this page runs: Safari's engine on an iPhone or iPad, opened from the Home Screen or not. */
function platform(): Platform {
  const nav = navigator as Navigator & { standalone?: boolean };
  return platformOf({
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    // `navigator.standalone` is Safari's own flag; the media query is the standard one (iOS 16.4 on).
    standalone:
      nav.standalone === true || globalThis.matchMedia?.('(display-mode: standalone)').matches === true,
  });
}

/** Safari's Share symbol (a box with an arrow out of its top), where the how-to names the button. */
function ShareSymbol() {
  return (
    <svg class="keeping-share" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M8.5 9.5H6v11h12v-11h-2.5M12 15V3M8.5 6.5 12 3l3.5 3.5"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
  );
}

/** A sentence with the Share symbol drawn where it says `{share}` (its words name the button already). */
function WithShare({ text }: { text: string }) {
  const [before, after] = text.split('{share}');
  return (
    <p>
      {before}
      {after !== undefined && <ShareSymbol />}
      {after}
    </p>
  );
}

/** The notice, or nothing when there is nothing to say. */
export function Keeping() {
  const { library, now } = useApp();
  const t = useT();
  const [dismissed, setDismissed] = useState(stored);
  const [where] = useState(platform);
  // The Home Screen how-to opens on demand: closed, the notice keeps to a few lines over home.
  const [open, setOpen] = useState(false);
  // One notice put away is the last this visit: another in its place would take a second tap meant for the
  // first, unread (the backup offer, then the browser's refusal). It comes on the next visit to home.
  const [done, setDone] = useState(false);
  const games = library.games.value;
  if (!games || done) return null;
  const advice = adviceFor({
    platform: where,
    persistence: library.persistence.value,
    games,
    now: now(),
    dismissed,
  });
  if (!advice) return null;
  const putAway = () => {
    const next = dismiss(dismissed, advice, now());
    store(next);
    setDismissed(next);
    setDone(true);
  };
  const saveAll = async () => {
    downloadGames(await exportAll(await library.store), now());
    // Saving is what the file guidance asks for: done, it is put away. The backup offer goes once the list shows
    // the games saved; the Home Screen guidance stays until the app runs from the icon (or is put away).
    if (advice.kind === 'refused' || advice.kind === 'unanswered') putAway();
    await library.refresh();
  };
  const save = (
    <button type="button" class="btn" onClick={() => void saveAll()}>
      {t('keeping.save')}
    </button>
  );
  const home = advice.kind === 'homeScreen';
  return (
    <div class="keeping" role="status" data-keeping={advice.kind}>
      <p>
        {advice.kind === 'backup'
          ? t('keeping.backup', { n: advice.games })
          : home
            ? t('keeping.homeScreen')
            : `${t(`keeping.${advice.kind}`)} ${t('keeping.where', { label: t('settings.exportAll') })}`}
      </p>
      {home && open && (
        <div id="keeping-how" class="keeping-how">
          <WithShare text={t('keeping.homeScreenHow')} />
          {advice.games > 0 && (
            <>
              <p>{t('keeping.homeScreenMove')}</p>
              {save}
            </>
          )}
        </div>
      )}
      <div class="keeping-actions">
        {home ? (
          <button
            type="button"
            class="link-btn keeping-toggle"
            aria-expanded={open}
            aria-controls="keeping-how"
            onClick={() => setOpen(!open)}
          >
            {t('keeping.how')}
          </button>
        ) : (
          save
        )}
        <button type="button" class="btn quiet" onClick={putAway}>
          {t(advice.kind === 'backup' ? 'keeping.later' : 'keeping.ok')}
        </button>
      </div>
    </div>
  );
}
