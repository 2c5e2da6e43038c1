// The bench's table: one row per route, the floors first, the LCP ratio against the floor (the
// goal) and, when it was measured, against the floor whose heading waits for the API (a reference).
import type { Budgets, RouteResult } from './budget';

export interface Floors {
  floor: RouteResult;
  dataFloor?: RouteResult;
}

function header({ dataFloor }: Floors): string[] {
  const columns = ['route', 'path', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS kB', 'LCP / floor'];
  return dataFloor ? [...columns, 'LCP / data floor'] : columns;
}

function cells(result: RouteResult, { floor, dataFloor }: Floors): string[] {
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
    ...(dataFloor ? [`${(result.lcpMs / dataFloor.lcpMs).toFixed(2)}×`] : []),
  ];
}

const measured = ({ floor, dataFloor }: Floors, results: RouteResult[]) => [
  floor,
  ...(dataFloor ? [dataFloor] : []),
  ...results,
];

export function formatTable(floors: Floors, results: RouteResult[]): string {
  const columns = header(floors);
  const rows = [columns, ...measured(floors, results).map((result) => cells(result, floors))];
  const widths = columns.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '))
    .join('\n');
}

export function formatMarkdown(
  floors: Floors,
  results: RouteResult[],
  budgets: Budgets,
  misses: string[],
  date: Date,
  load: string,
): string {
  const columns = header(floors);
  const rows = measured(floors, results).map(
    (result) => `| ${cells(result, floors).join(' | ')} |`,
  );
  const { goal } = budgets;
  return [
    `# npm run bench: latest results`,
    '',
    `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse 12.8.2 mobile (simulated slow 4G, 4× CPU), median of ${budgets.runs} runs per route; ${load}.`,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    `Goal: score ≥ ${goal.performance}, LCP ≤ ${goal.lcpRatio}× the floor, CLS ≤ ${goal.cls}, TBT ≤ ${goal.tbtMs} ms.`,
    ...(floors.dataFloor
      ? [
          '',
          `The data floor is a reference, not a goal: the floor page showing its heading only once its data has come, as a route whose largest text comes from an API must, with that call started by the document beside the code (docs/decisions/021).`,
        ]
      : []),
    misses.length > 0
      ? `\nOver budget:\n\n${misses.map((miss) => `- ${miss}`).join('\n')}`
      : 'Every route within budget.',
    '',
  ].join('\n');
}
