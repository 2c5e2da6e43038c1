// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, routePreloadScript } from './route-preload-script';

const table = {
  files: ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js', 'assets/e.js', 'assets/f.js'],
  routes: [
    ['^(?!/en(/|$))', [0]],
    ['^/schema/?$', [1, 2, 3, 4, 5, 0]],
    ['^/booking/?$', [2]],
  ] as [string, number[]][],
};
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('the route preload script', () => {
  it('preloads the files of every route the address matches, once each, in order', () => {
    window.history.replaceState(null, '', '/schema/');
    new Function(routePreloadScript(table, '/'))();
    vi.runAllTimers();
    expect(preloaded()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((f) => `/assets/${f}.js`));
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });

  it(`adds at most ${PRELOADS_PER_TASK} links per task`, () => {
    window.history.replaceState(null, '', '/schema/');
    new Function(routePreloadScript(table, '/'))();
    expect(preloaded()).toHaveLength(PRELOADS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toHaveLength(6);
  });

  it('preloads nothing of another route', () => {
    window.history.replaceState(null, '', '/en/');
    new Function(routePreloadScript(table, '/'))();
    vi.runAllTimers();
    expect(preloaded()).toEqual([]);
  });
});
