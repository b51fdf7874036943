// The receiving screen by the address a phone's camera app opens from a hand-over code (issue 35 item 4).
import { describe, expect, it } from 'vitest';
import { parseLocation, Router } from './router';

describe('the address in a hand-over code', () => {
  it.each([
    ['/R/CHOBA1:7259E7B6:1:15:ABCDEF01:X%Y Z', { name: 'receive' }],
    ['/r/', { name: 'receive' }],
    ['/R', { name: 'home' }],
    ['/', { name: 'home' }],
  ])('the path %s reads as %j', (path, route) => {
    expect(parseLocation(path, '')).toEqual(route);
  });

  it('the router opens the receiving screen and puts the address back to the app’s own', () => {
    const replaced: string[] = [];
    const win = {
      location: { pathname: '/R/CHOBA1:7259E7B6:1:15:ABCDEF01:X%25Y', hash: '' },
      history: { replaceState: (_: unknown, __: string, url: string) => replaced.push(url) },
      addEventListener: () => undefined,
    } as unknown as Window;
    expect(new Router(win).route.value).toEqual({ name: 'receive' });
    expect(replaced).toEqual(['/#/receive']);
  });
});
