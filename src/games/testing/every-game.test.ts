// Every game the app registers runs the properties all games share (properties/index.ts) from its property.test.ts:
// nothing else would notice a game added without them, since each game's file makes the call itself.
import { describe, expect, it } from 'vitest';
import { MODULES } from '../all';

const SOURCES = import.meta.glob<string>('../*/property.test.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe.each(Object.keys(MODULES))('%s', (id) => {
  it('runs the shared properties on its own module', () => {
    const source = SOURCES[`../${id}/property.test.ts`];
    expect(source, `src/games/${id}/property.test.ts`).toBeDefined();
    expect(source).toMatch(/^import \{ game \} from '\.\/index';$/m);
    expect(source).toMatch(/^gameProperties(<[\w, ]+>)?\(\{\n {2}module: game,$/m);
  });
});
