// @vitest-environment happy-dom
// The game's screen says which variants are on, in its header, from the first entry to the last (issue 32
// item 5: a table found out 35 entries in that 御用商人 was not on).
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import edoJson from '../../../docs/examples/edo.json';
import katameJson from '../../../docs/examples/katame.json';
import { decodeRecord } from '../../engine/decode';
import type { GameRecord } from '../../engine/record';
import { AppContext, type AppModel } from '../context';
import type { Lang } from '../i18n';
import { Sessions } from '../sessions';
import { appModel } from '../testing/table';
import { GameView } from './GameView';

afterEach(cleanup);

const decoded = (json: unknown): GameRecord => {
  const result = decodeRecord(json);
  if (!result.ok) throw new Error(result.problem.code);
  return result.record;
};

/** Opens `record` in the game view, in `lang`, and waits for its table. */
async function open(record: GameRecord, lang: Lang, app: AppModel = appModel(lang)) {
  const library = {
    sessions: new Sessions(),
    load: async () => record,
    store: Promise.resolve({ append: async () => undefined, removeLast: async () => undefined }),
  } as unknown as AppModel['library'];
  const view = render(
    <AppContext.Provider value={{ ...app, library }}>
      <GameView id={record.id} />
    </AppContext.Provider>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
  return view.container;
}

/** The rules line of the game's header, if any. */
const rulesLine = (root: Element) => root.querySelector('main.table [data-rules]')?.textContent ?? null;

describe('the rules line on the game’s screen', () => {
  const edo = decoded(edoJson);

  it('Edo with 御用商人 on says so at its first step, in Japanese and in English', async () => {
    const start = { ...edo, entries: [] };
    expect(rulesLine(await open(start, 'ja'))).toBe('ルール:御用商人');
    cleanup();
    expect(rulesLine(await open(start, 'en'))).toBe('Rules: Purveyors (御用商人)');
  });

  it('Edo without it says the basic rules, 35 entries in as at the start', async () => {
    const plain = {
      ...edo,
      options: { ...edo.options, privileges: false },
      entries: edo.entries.slice(0, 35),
    };
    const root = await open(plain, 'ja');
    expect(root.querySelector('main.table')?.getAttribute('data-entries')).toBe('35');
    expect(rulesLine(root)).toBe('ルール:基本のみ(追加ルールなし)');
  });

  it('is shown in the top bar while the game is on screen, and gone with it', async () => {
    const app = appModel('ja');
    await open(edo, 'ja', app);
    await waitFor(() => expect(app.gameRules.value).toBe('ルール:御用商人'));
    cleanup();
    await waitFor(() => expect(app.gameRules.value).toBeNull());
  });

  it('a game with no variant to choose has no rules line', async () => {
    expect(rulesLine(await open(decoded(katameJson), 'en'))).toBeNull();
  });
});
