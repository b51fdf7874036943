// The saved games of a returning player, for `npm run audit` (scripts/audit.mjs): imported through the app's
// own Settings screen, in the browser and profile Lighthouse then audits, so that home, a table and a
// scoreboard are measured as a phone that has been used at a table draws them (issue 34).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The game in play: Mercator's example cut after its 30th entry (as e2e/home-shift.e2e.ts plays it). */
export const PLAYING = 'audit-playing';
/** The finished game whose scoreboard is audited: スーパーマーケット's example, played today. */
export const FINISHED = 'audit-finished';
/** The other examples are saved as they are: a list as long as a phone's after a few evenings. */
const OTHERS = ['edo', 'gyosho', 'katame', 'mercator'];
/** How many games home lists once they are imported. */
export const SAVED = OTHERS.length + 2;

const example = async (name) => JSON.parse(await readFile(`docs/examples/${name}.json`, 'utf8'));

/** A record played just now, its entries a second apart: a game finished today is in home's tally. */
function today(record) {
  const start = Date.now() - (record.entries.length + 1) * 1000;
  const at = (i) => new Date(start + i * 1000).toISOString();
  return { ...record, createdAt: at(0), entries: record.entries.map((e, i) => ({ ...e, at: at(i + 1) })) };
}

/** The export file the import is given (the format Settings' export writes, src/store/export-file.ts). */
async function exportFile() {
  const mercator = await example('mercator');
  const games = [
    { ...mercator, id: PLAYING, entries: mercator.entries.slice(0, 30) },
    today({ ...(await example('supermarket')), id: FINISHED }),
    ...(await Promise.all(OTHERS.map(example))),
  ];
  return { format: 'choba-export', version: 1, exportedAt: new Date().toISOString(), games };
}

/** The saved games' ids and states, read straight from the app's database (not from its screens). */
function savedGames(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('choba');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = await new Promise((resolve, reject) => {
      const request = db.transaction('games').objectStore('games').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return all.filter((g) => g.deletedAt === null).map((g) => ({ id: g.id, status: g.status }));
  });
}

/**
 * Imports the games through Settings at `origin`, in a tab of `browser` (puppeteer's), and checks that the
 * database holds them, one in play and the rest finished. Answers how many games were saved.
 */
export async function seed(browser, origin) {
  const file = await exportFile();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'choba-audit-'));
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/#/settings`);
    const input = await page.waitForSelector('input[type="file"]');
    const games = path.join(dir, 'games.json');
    await writeFile(games, JSON.stringify(file));
    await input.uploadFile(games);
    // The import's outcome (its first line counts the games added).
    await page.waitForSelector('.notice', { timeout: 20_000 });
    const saved = await savedGames(page);
    // The page goes before the audit: an open game's tab lock must not make Lighthouse's table read-only.
    await page.close();
    const want = file.games.map((g) => g.id).sort();
    const got = saved.map((g) => g.id).sort();
    if (JSON.stringify(got) !== JSON.stringify(want))
      throw new Error(`the import saved ${got.join(', ') || 'nothing'}, not ${want.join(', ')}`);
    const playing = saved.filter((g) => g.status === 'playing').map((g) => g.id);
    if (playing.join() !== PLAYING) throw new Error(`games in play after the import: ${playing.join(', ')}`);
    return saved.length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
