// The bench's table: the floor first, then one row per route with its LCP against the same page
// without JavaScript (its HTML and CSS alone) and against the floor, the two LCP budgets.
import type { Budgets, RouteResult } from './budget';

const COLUMNS = [
  'route',
  'path',
  'score',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'JS kB',
  'LCP no JS',
  'LCP / no JS',
  'LCP / floor',
  'floor TBT',
];

/** Marks a no-JS LCP measured on a page whose HTML kept part of its content hidden. */
export const HIDDEN_MARK = '†';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function cells(result: RouteResult, floor: RouteResult): string[] {
  const { noJs } = result;
  return [
    result.name,
    result.path,
    String(Math.round(result.score)),
    seconds(result.fcpMs),
    seconds(result.lcpMs),
    `${Math.round(result.tbtMs)} ms`,
    result.cls.toFixed(3),
    result.jsKb.toFixed(0),
    noJs ? `${seconds(noJs.lcpMs)}${noJs.hiddenSegments > 0 ? ` ${HIDDEN_MARK}` : ''}` : '–',
    noJs ? `${(result.lcpMs / noJs.lcpMs).toFixed(2)}×` : '–',
    `${(result.lcpMs / floor.lcpMs).toFixed(2)}×`,
    result.floorTbtMs === undefined ? '–' : `${Math.round(result.floorTbtMs)} ms`,
  ];
}

export function formatTable(floor: RouteResult, results: RouteResult[]): string {
  const rows = [COLUMNS, ...[floor, ...results].map((result) => cells(result, floor))];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '))
    .join('\n');
}

export function formatMarkdown(
  floor: RouteResult,
  results: RouteResult[],
  budgets: Budgets,
  misses: string[],
  date: Date,
  load: string,
): string {
  const rows = [floor, ...results].map((result) => `| ${cells(result, floor).join(' | ')} |`);
  const { goal } = budgets;
  const hidden = results.some((result) => (result.noJs?.hiddenSegments ?? 0) > 0);
  return [
    `# npm run bench: latest results`,
    '',
    `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse 12.8.2 mobile (simulated slow 4G, 4× CPU), median of ${budgets.runs} runs per route and per route without JavaScript; ${load}.`,
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `| ${COLUMNS.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    `Goal: score ≥ ${goal.performance}, LCP ≤ ${goal.lcpNoJsRatio}× the same page without JavaScript and ≤ ${goal.lcpFloorRatio}× the floor, CLS ≤ ${goal.cls}, TBT ≤ ${goal.tbtMs} ms (or the floor's TBT in the route's own turns, its last column, where the floor itself is over).`,
    ...(hidden
      ? [
          '',
          `${HIDDEN_MARK} Without JavaScript part of this page's HTML stayed hidden: React streamed it as a Suspense segment (\`<div hidden id="S:…">\`) that only an inline script moves into place, so the page showed that boundary's fallback and its no-JS LCP is not that of its whole content.`,
        ]
      : []),
    misses.length > 0
      ? `\nOver budget:\n\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : '\nEvery route within budget.',
    '',
  ].join('\n');
}
