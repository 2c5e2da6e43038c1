// Writes the specs Prism serves: example dates moved to today, plus generated schedules, slots and workouts.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { shiftSpecExamples } from './date-shift.ts';
import { withBookedClasses } from './booked-classes.ts';
import { injectExamples, type Injection } from './inject-examples.ts';
import { daysBetween, fromStockholm, stockholmToday } from './stockholm-time.ts';
import { groupActivitySets, type Clock } from './data/group-activities.ts';
import { entrySuggestionSets } from './data/entry-suggestions.ts';
import { serviceSuggestionsFor } from './data/service-suggestions.ts';
import { workoutSummariesFor } from './data/workout-summary.ts';
import { workoutsFor } from './data/workouts.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BuildOptions {
  today: string; // YYYY-MM-DD, Stockholm
  outDir?: string; // default mocks/.served (gitignored)
  /** Instant the generated data treats as "now"; default: the real clock if `today` is today, else today 07:00. */
  now?: Date;
  bookingSpec?: string;
  contentSpec?: string;
}

export interface BuildResult {
  booking: string;
  content: string;
  shiftDays: { booking: number; content: number };
  notes: string[];
}

type Obj = Record<string, unknown>;

export function defaultNow(today: string, clock: Date = new Date()): Date {
  return stockholmToday(clock) === today ? clock : fromStockholm(today, 7, 0);
}

/** The generated data sets, as injections into the (already date-shifted) booking spec. */
export function bookingInjections(clock: Clock, shifted: Obj): Injection[] {
  const siteIds = { haga: 1, alvstranden: 3509, drottningtorget: 4128 };
  const sets = withBookedClasses(shifted, groupActivitySets(clock), siteIds, clock.now);
  const workouts = workoutsFor(clock);
  const thisMonth = clock.today.slice(0, 7);
  const thisMonthCount = workouts.filter((w) =>
    stockholmToday(new Date(w.timepoint)).startsWith(thisMonth),
  ).length;
  return [
    {
      method: 'get',
      path: '/businessunits/{businessUnit}/groupactivities',
      examples: sets,
      summary: 'Generated schedule',
    },
    // The spec's path is per customer; a bare /workouts (spec §7's wording) is accepted too.
    {
      method: 'get',
      path: ['/customers/{customer}/workouts', '/workouts'],
      examples: { $first: workouts },
    },
    {
      method: 'get',
      path: '/customers/{customer}/workoutssummary',
      examples: { $first: workoutSummariesFor(clock, thisMonthCount) },
    },
    {
      method: 'get',
      path: '/products/services/{serviceProduct}/suggestions',
      examples: { $first: serviceSuggestionsFor(clock) },
    },
    // Each entry product's windows, chosen by its id (scenario-rules.ts).
    {
      method: 'get',
      path: '/products/entries/{entryProduct}/suggestions',
      examples: entrySuggestionSets(clock),
      summary: 'Generated entry windows',
    },
  ];
}

function freshen(
  file: string,
  today: string,
  inject: (shifted: Obj) => Injection[],
): { doc: Obj; days: number; notes: string[] } {
  const doc = parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }) as Obj;
  const info = (doc.info ?? {}) as Obj;
  const anchor = info['x-mock-anchor-date'];
  const notes: string[] = [];
  let days = 0;
  if (typeof anchor === 'string') days = daysBetween(anchor, today);
  else notes.push(`${file}: no info.x-mock-anchor-date, example dates left as they are`);
  const shifted = shiftSpecExamples(doc, days) as Obj;
  const paths = doc.paths && typeof doc.paths === 'object' ? Object.keys(doc.paths) : [];
  if (paths.length === 0) return { doc: shifted, days, notes: [...notes, `${file}: no paths yet`] };
  for (const injection of inject(shifted)) {
    const note = injectExamples(shifted, injection);
    if (note) notes.push(`${file}: ${note}; generated data not injected`);
  }
  return { doc: shifted, days, notes };
}

/**
 * JSON is valid YAML and keeps every string quoted, so no parser down the line (YAML 1.1 timestamps)
 * can turn a shifted 2026-01-12 into a Date. Written via rename: several starters may share the folder.
 */
function writeServed(file: string, doc: Obj): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(doc, null, 1));
  renameSync(tmp, file);
}

export function buildServedSpecs(options: BuildOptions): BuildResult {
  const { today } = options;
  const outDir = options.outDir ?? join(REPO_ROOT, 'mocks/.served');
  const bookingSpec = options.bookingSpec ?? join(REPO_ROOT, 'openapi/booking.yaml');
  const contentSpec = options.contentSpec ?? join(REPO_ROOT, 'openapi/content.yaml');
  const clock: Clock = { today, now: options.now ?? defaultNow(today) };
  mkdirSync(outDir, { recursive: true });

  const booking = freshen(bookingSpec, today, (shifted) => bookingInjections(clock, shifted));
  const content = freshen(contentSpec, today, () => []);
  const out = { booking: join(outDir, 'booking.yaml'), content: join(outDir, 'content.yaml') };
  writeServed(out.booking, booking.doc);
  writeServed(out.content, content.doc);
  return {
    ...out,
    shiftDays: { booking: booking.days, content: content.days },
    notes: [...booking.notes, ...content.notes],
  };
}
