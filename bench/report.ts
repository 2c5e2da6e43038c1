// The bench's table: one row per route, the floor first, the LCP ratio against the floor.
import type { Budgets, RouteResult } from './budget';

const HEADER = ['route', 'path', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS kB', 'LCP / floor'];

function cells(result: RouteResult, floor: RouteResult): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    result.name,
    result.path,
    String(Math.round(result.score)),
    seconds(result.fcpMs),
    seconds(result.lcpMs),
    `${Math.round(result.tbtMs)} ms`,
    result.cls.toFixed(3),
    result.jsKb.toFixed(0),
    `${(result.lcpMs / floor.lcpMs).toFixed(2)}×`,
  ];
}

export function formatTable(floor: RouteResult, results: RouteResult[]): string {
  const rows = [HEADER, ...[floor, ...results].map((result) => cells(result, floor))];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
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
  return [
    `# npm run bench: latest results`,
    '',
    `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse 12.8.2 mobile (simulated slow 4G, 4× CPU), median of ${budgets.runs} runs per route; ${load}.`,
    '',
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    `Goal: score ≥ ${goal.performance}, LCP ≤ ${goal.lcpRatio}× the floor, CLS ≤ ${goal.cls}, TBT ≤ ${goal.tbtMs} ms.`,
    misses.length > 0
      ? `\nOver budget:\n\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : 'Every route within budget.',
    '',
  ].join('\n');
}
