// The budget rules of npm run bench, kept apart from the Lighthouse plumbing so they are testable.
export interface Goal {
  performance: number;
  lcpRatio: number;
  cls: number;
  tbtMs: number;
  /** Optional: script bytes transferred (kB) for the page load. */
  jsKb?: number;
}

export interface BenchRoute {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Extra localStorage keys (their real names, e.g. ORDER_ID) set before the page loads. */
  storage?: Record<string, string>;
  /** Fields of the goal that differ for this route. */
  goal?: Partial<Goal>;
}

export interface Budgets {
  runs: number;
  goal: Goal;
  floor: { name: string; path: string };
  /**
   * A reference, not a goal: the floor page waiting for its data before its heading, which names
   * a site from the API. Shows how close a route whose largest text comes from an API could get.
   */
  dataFloor?: { name: string; path: string };
  routes: BenchRoute[];
}

export interface RunMetrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  finalUrl: string;
}

export interface RouteResult {
  name: string;
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  runs: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every missed budget, as a sentence naming the route, the value and the limit. */
export function checkBudgets(
  budgets: Budgets,
  floor: RouteResult,
  results: RouteResult[],
): string[] {
  const misses: string[] = [];
  for (const result of results) {
    const route = budgets.routes.find((candidate) => candidate.name === result.name);
    const goal = { ...budgets.goal, ...route?.goal };
    const ratio = result.lcpMs / floor.lcpMs;
    if (result.score < goal.performance)
      misses.push(`${result.name}: performance ${result.score} < ${goal.performance}`);
    if (!(ratio <= goal.lcpRatio))
      misses.push(
        `${result.name}: LCP ${Math.round(result.lcpMs)} ms is ${ratio.toFixed(2)}× the floor's ${Math.round(floor.lcpMs)} ms (limit ${goal.lcpRatio}×)`,
      );
    if (!(result.cls <= goal.cls))
      misses.push(`${result.name}: CLS ${result.cls.toFixed(3)} > ${goal.cls}`);
    if (!(result.tbtMs <= goal.tbtMs))
      misses.push(`${result.name}: TBT ${Math.round(result.tbtMs)} ms > ${goal.tbtMs} ms`);
    if (goal.jsKb !== undefined && !(result.jsKb <= goal.jsKb))
      misses.push(`${result.name}: ${result.jsKb.toFixed(0)} kB of JavaScript > ${goal.jsKb} kB`);
  }
  return misses;
}
