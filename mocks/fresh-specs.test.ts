// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServedSpecs } from './fresh-specs.ts';
import { fromStockholm } from './stockholm-time.ts';

const dir = mkdtempSync(join(tmpdir(), 'fresh-specs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ok = (examples: object) => ({
  responses: { '200': { content: { 'application/json': { examples } } } },
});
const bookedClass = {
  id: 120102,
  name: 'Aquafit',
  duration: { start: '2026-01-13T17:00:00.000Z', end: '2026-01-13T17:45:00.000Z' },
  businessUnit: { id: 1, name: 'Haga' },
};
const booking = {
  openapi: '3.1.0',
  info: { title: 'b', version: '1', 'x-mock-anchor-date': '2026-01-12' },
  paths: {
    '/businessunits/{businessUnit}/groupactivities': {
      get: ok({ haga: { summary: 'Static', value: [bookedClass] }, empty: { value: [] } }),
    },
    '/customers/{customer}/bookings/groupactivities': {
      get: ok({ upcoming: { value: [{ groupActivity: { id: 120102, name: 'Aquafit' } }] } }),
    },
    '/customers/{customer}/workouts': {
      get: ok({
        recent: { value: [{ timepoint: '2026-01-10T08:12:00.000Z' }] },
        empty: { value: [] },
      }),
    },
  },
};
const content = {
  openapi: '3.1.0',
  info: { title: 'c', version: '1', 'x-mock-anchor-date': '2026-01-12' },
  paths: {
    '/n': { get: ok({ one: { value: { date_from: '2026-01-12', date: '2026-01-12T09:00:00' } } }) },
  },
};
writeFileSync(join(dir, 'booking.yaml'), JSON.stringify(booking));
writeFileSync(join(dir, 'content.yaml'), JSON.stringify(content));

const result = buildServedSpecs({
  today: '2026-01-13',
  now: fromStockholm('2026-01-13', 7, 0),
  outDir: join(dir, 'out'),
  bookingSpec: join(dir, 'booking.yaml'),
  contentSpec: join(dir, 'content.yaml'),
});
const served = JSON.parse(readFileSync(result.booking, 'utf8'));
const examplesOf = (path: string) =>
  served.paths[path].get.responses['200'].content['application/json'].examples;

describe('buildServedSpecs', () => {
  it('shifts example dates by the days since the anchor', () => {
    expect(result.shiftDays).toEqual({ booking: 1, content: 1 });
    const servedContent = JSON.parse(readFileSync(result.content, 'utf8'));
    expect(
      servedContent.paths['/n'].get.responses['200'].content['application/json'].examples.one.value,
    ).toEqual({
      date_from: '2026-01-13',
      date: '2026-01-13T09:00:00',
    });
  });

  it('injects the three site schedules, keeps other examples and their order', () => {
    const ex = examplesOf('/businessunits/{businessUnit}/groupactivities');
    expect(Object.keys(ex)).toEqual(['haga', 'empty', 'alvstranden', 'drottningtorget']);
    expect(ex.haga.summary).toBe('Static');
    expect(ex.empty.value).toEqual([]);
    expect(
      ex.alvstranden.value.every(
        (a: { businessUnit: { id: number } }) => a.businessUnit.id === 3509,
      ),
    ).toBe(true);
  });

  it('keeps the class the customer has booked in its site schedule, shifted to the new dates', () => {
    const haga = examplesOf('/businessunits/{businessUnit}/groupactivities').haga.value;
    const booked = haga.find((a: { id: number }) => a.id === 120102);
    expect(booked.duration.start).toBe('2026-01-14T17:00:00.000Z');
  });

  it('replaces the first workouts example and keeps `empty`', () => {
    const ex = examplesOf('/customers/{customer}/workouts');
    expect(Object.keys(ex)).toEqual(['recent', 'empty']);
    expect(ex.recent.value.length).toBeGreaterThan(15);
  });

  it('reports operations it could not fill instead of failing', () => {
    // The fixture has neither the workout summary, the treatment slots nor the entry windows.
    expect(result.notes).toEqual([
      expect.stringContaining('/customers/{customer}/workoutssummary'),
      expect.stringContaining('/products/services/{serviceProduct}/suggestions'),
      expect.stringContaining('/products/entries/{entryProduct}/suggestions'),
    ]);
  });
});
