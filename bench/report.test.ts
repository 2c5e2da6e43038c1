import { describe, expect, it } from 'vitest';
import { checkBudgets, type Budgets, type RouteResult } from './budget';
import { formatMarkdown, formatTable } from './report';

const result = (name: string, path: string, lcpMs: number, tbtMs = 100): RouteResult => ({
  name,
  path,
  score: 96,
  fcpMs: 700,
  lcpMs,
  tbtMs,
  cls: 0,
  jsKb: 250,
  runs: 3,
});

const budgets: Budgets = {
  runs: 3,
  goal: { performance: 95, lcpRatio: 1.1, cls: 0.05, tbtMs: 150 },
  floor: { name: 'floor', path: '/__floor/' },
  dataFloor: { name: 'data floor', path: '/__floor/data/' },
  routes: [
    { name: 'start page', path: '/' },
    { name: 'login', path: '/logga-in/' },
  ],
};

const floor = result('floor', '/__floor/', 2000);
const dataFloor = result('data floor', '/__floor/data/', 2300, 400);
const routes = [result('start page', '/', 700), result('login', '/logga-in/', 2500)];

describe('the bench report', () => {
  it('judges every route against the floor only: the data floor is a reference, not a route', () => {
    expect(checkBudgets(budgets, floor, routes)).toEqual([
      "login: LCP 2500 ms is 1.25× the floor's 2000 ms (limit 1.1×)",
    ]);
  });

  it('adds the data floor as the second row and a column of ratios to it', () => {
    const lines = formatTable({ floor, dataFloor }, routes).split('\n');
    expect(lines[0]).toMatch(/LCP \/ floor\s+LCP \/ data floor$/);
    expect(lines.map((line) => line.split(/\s{2,}/)[0])).toEqual([
      'route',
      'floor',
      'data floor',
      'start page',
      'login',
    ]);
    expect(lines[4]).toMatch(/1\.25×\s+1\.09×\s*$/);
  });

  it('keeps the table as it was when no data floor is measured', () => {
    const markdown = formatMarkdown({ floor }, routes, budgets, [], new Date(0), 'load 0');
    expect(markdown).toContain(
      '| route | path | score | FCP | LCP | TBT | CLS | JS kB | LCP / floor |',
    );
    expect(markdown).toContain(
      '| login | /logga-in/ | 96 | 0.70 s | 2.50 s | 100 ms | 0.000 | 250 | 1.25× |',
    );
    expect(markdown).not.toContain('data floor');
  });

  it('says in the markdown what the data floor is', () => {
    const markdown = formatMarkdown({ floor, dataFloor }, routes, budgets, [], new Date(0), 'x');
    expect(markdown).toContain(
      '| data floor | /__floor/data/ | 96 | 0.70 s | 2.30 s | 400 ms | 0.000 | 250 | 1.15× | 1.00× |',
    );
    expect(markdown).toMatch(/data floor is a reference, not a goal/);
  });
});
