import { describe, expect, it } from 'vitest';
import { parseHash, type Route, routeHash } from './router';

describe('routes', () => {
  it.each<[string, Route]>([
    ['', { name: 'home' }],
    ['#/', { name: 'home' }],
    ['#/new', { name: 'new' }],
    ['#/new/edo', { name: 'new', game: 'edo' }],
    ['#/game/a%2Fb', { name: 'game', id: 'a/b' }],
    ['#/check/mercator', { name: 'check', game: 'mercator' }],
    ['#/settings', { name: 'settings' }],
    ['#/players', { name: 'players' }],
    ['#/sample/edo', { name: 'sample', game: 'edo' }],
    ['#/handover/a%2Fb', { name: 'handover', id: 'a/b' }],
    ['#/receive', { name: 'receive' }],
    ['#/nonsense/here', { name: 'home' }],
    ['#/game/%', { name: 'notFound' }],
    ['#/sample/%E0%A4%A', { name: 'notFound' }],
  ])('%s reads as %j', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });

  it('writes every route so that it reads back the same', () => {
    const routes: Route[] = [
      { name: 'home' },
      { name: 'new', game: 'katame' },
      { name: 'game', id: 'x y' },
      { name: 'settings' },
      { name: 'handover', id: 'x y' },
      { name: 'receive' },
    ];
    for (const route of routes) expect(parseHash(routeHash(route))).toEqual(route);
  });
});
