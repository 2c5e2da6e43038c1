import { describe, expect, it } from 'vitest';
import { checkBudgets, median, type Budgets, type RouteResult } from './budget';
import { formatMarkdown, formatTable } from './report';

const result = (
  name: string,
  path: string,
  lcpMs: number,
  noJsLcpMs?: number,
  extra: Partial<RouteResult> = {},
): RouteResult => ({
  name,
  path,
  score: 99,
  fcpMs: 700,
  lcpMs,
  tbtMs: 100,
  cls: 0,
  jsKb: 250,
  runs: 3,
  hydratedRuns: 3,
  ...(noJsLcpMs === undefined ? {} : { noJs: { fcpMs: 600, lcpMs: noJsLcpMs, hiddenSegments: 0 } }),
  ...extra,
});

const budgets: Budgets = {
  runs: 3,
  goal: { performance: 98, lcpNoJsRatio: 1.05, lcpFloorRatio: 0.8, cls: 0.05, tbtMs: 150 },
  floor: { name: 'floor', path: '/__floor/' },
  routes: [
    { name: 'start page', path: '/' },
    { name: 'login', path: '/logga-in/' },
    { name: 'overview', path: '/mina-sidor/overview/', signedIn: true, goal: { tbtMs: 200 } },
  ],
};

const floor = result('floor', '/__floor/', 2000);

describe('the bench budgets', () => {
  it('holds a route to its own no-JS render and to the floor', () => {
    expect(
      checkBudgets(budgets, floor, [
        result('start page', '/', 1000, 1000),
        result('login', '/logga-in/', 1700, 1500),
      ]),
    ).toEqual([
      'login: LCP 1700 ms is 1.13× its own 1500 ms without JavaScript (limit 1.05×)',
      "login: LCP 1700 ms is 0.85× the floor's 2000 ms (limit 0.8×)",
    ]);
  });

  it('allows exactly the limits', () => {
    expect(checkBudgets(budgets, floor, [result('start page', '/', 1050, 1000)])).toEqual([]);
    expect(checkBudgets(budgets, floor, [result('start page', '/', 1600, 1600)])).toEqual([]);
  });

  it('checks the score, CLS, TBT (with a route override) and hydration', () => {
    const misses = checkBudgets(budgets, floor, [
      result('start page', '/', 900, 900, { score: 97, cls: 0.06, tbtMs: 180, hydratedRuns: 2 }),
      result('overview', '/mina-sidor/overview/', 900, 900, { tbtMs: 180 }),
    ]);
    expect(misses).toEqual([
      'start page: performance 97 < 98',
      'start page: CLS 0.060 > 0.05',
      'start page: TBT 180 ms > 150 ms',
      'start page: the browser did not take the page over in 1 of 3 runs',
    ]);
  });

  it("holds TBT to the floor's where the floor itself misses the budget in the same run", () => {
    const busyFloor = result('floor', '/__floor/', 2000, undefined, { tbtMs: 220 });
    expect(
      checkBudgets(budgets, busyFloor, [
        result('start page', '/', 900, 900, { tbtMs: 210 }),
        result('login', '/logga-in/', 900, 900, { tbtMs: 240 }),
      ]),
    ).toEqual([
      "login: TBT 240 ms > the floor's 220 ms in this run (over the 150 ms budget itself)",
    ]);
    // A floor within the budget changes nothing: the budget holds.
    expect(
      checkBudgets(budgets, result('floor', '/__floor/', 2000, undefined, { tbtMs: 90 }), [
        result('start page', '/', 900, 900, { tbtMs: 151 }),
      ]),
    ).toEqual(['start page: TBT 151 ms > 150 ms']);
  });

  it("holds TBT to the floor's of the route's own turns, not the whole run's", () => {
    // The whole run's floor was quiet; the machine was busy while the start page was measured.
    const quietFloor = result('floor', '/__floor/', 2000, undefined, { tbtMs: 120 });
    expect(
      checkBudgets(budgets, quietFloor, [
        result('start page', '/', 900, 900, { tbtMs: 280, floorTbtMs: 300 }),
        result('login', '/logga-in/', 900, 900, { tbtMs: 280, floorTbtMs: 250 }),
        // Turns in which the floor met the budget: the budget holds.
        result('overview', '/mina-sidor/overview/', 900, 900, { tbtMs: 210, floorTbtMs: 140 }),
      ]),
    ).toEqual([
      "login: TBT 280 ms > the floor's 250 ms in the route's turns (over the 150 ms budget itself)",
      'overview: TBT 210 ms > 200 ms',
    ]);
  });

  it('shows the floor TBT of each route in the table', () => {
    const table = formatTable(floor, [
      result('start page', '/', 900, 900, { tbtMs: 280, floorTbtMs: 300 }),
    ]);
    expect(table.split('\n')[0]).toMatch(/floor TBT$/);
    expect(table.split('\n')[2]).toMatch(/300 ms\s*$/);
  });

  it('counts a route without its no-JS run as a miss, not a pass', () => {
    expect(checkBudgets(budgets, floor, [result('start page', '/', 900)])).toEqual([
      'start page: no run without JavaScript to compare with',
    ]);
  });

  it('takes the median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('the bench report', () => {
  const routes = [
    result('start page', '/', 1000, 950),
    result('overview', '/mina-sidor/overview/', 1200, 800, {
      noJs: { fcpMs: 600, lcpMs: 800, hiddenSegments: 2 },
    }),
  ];

  it('puts the floor first, then each route with its no-JS LCP and both ratios', () => {
    const lines = formatTable(floor, routes).split('\n');
    expect(lines[0]).toMatch(/JS kB\s+LCP no JS\s+LCP \/ no JS\s+LCP \/ floor\s+floor TBT$/);
    expect(lines.map((line) => line.split(/\s{2,}/)[0])).toEqual([
      'route',
      'floor',
      'start page',
      'overview',
    ]);
    expect(lines[1]).toMatch(/–\s+–\s+1\.00×\s+–\s*$/);
    expect(lines[2]).toMatch(/0\.95 s\s+1\.05×\s+0\.50×\s+–\s*$/);
  });

  it('writes the markdown table with the goal, and marks a no-JS render that hid content', () => {
    const markdown = formatMarkdown(floor, routes, budgets, [], new Date(0), 'load 0');
    expect(markdown).toContain(
      '| route | path | score | FCP | LCP | TBT | CLS | JS kB | LCP no JS | LCP / no JS | LCP / floor | floor TBT |',
    );
    expect(markdown).toContain(
      '| floor | /__floor/ | 99 | 0.70 s | 2.00 s | 100 ms | 0.000 | 250 | – | – | 1.00× |',
    );
    expect(markdown).toContain(
      '| overview | /mina-sidor/overview/ | 99 | 0.70 s | 1.20 s | 100 ms | 0.000 | 250 | 0.80 s † | 1.50× | 0.60× |',
    );
    expect(markdown).toContain(
      "Goal: score ≥ 98, LCP ≤ 1.05× the same page without JavaScript and ≤ 0.8× the floor, CLS ≤ 0.05, TBT ≤ 150 ms (or the floor's TBT in the route's own turns, its last column, where the floor itself is over).",
    );
    expect(markdown).toMatch(/† Without JavaScript part of this page's HTML stayed hidden/);
    expect(markdown).toContain('Every route within budget.');
  });

  it('lists the misses and leaves out the note when no content was hidden', () => {
    const markdown = formatMarkdown(
      floor,
      [routes[0]!],
      budgets,
      ['start page: TBT 200 ms > 150 ms'],
      new Date(0),
      'load 0',
    );
    expect(markdown).not.toContain('†');
    expect(markdown).toContain('Over budget:\n\n- start page: TBT 200 ms > 150 ms');
  });
});
