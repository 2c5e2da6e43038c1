// The budget rules of npm run bench, kept apart from the Lighthouse plumbing so they are testable.
export interface Goal {
  performance: number;
  /** A route's LCP over its own LCP with JavaScript disabled, in the same run. */
  lcpNoJsRatio: number;
  /** A route's LCP over the floor's LCP, in the same run. */
  lcpFloorRatio: number;
  cls: number;
  tbtMs: number;
  /** Optional: script bytes transferred (kB) for the page load. */
  jsKb?: number;
}

export interface BenchRoute {
  name: string;
  path: string;
  /** Measured with a session: the `shop_session` cookie of a real login through the gateway. */
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
  routes: BenchRoute[];
}

/** What one Lighthouse run gives, and what the page looked like when it ended. */
export interface RunMetrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  finalUrl: string;
  /** The browser took the page over (`html[data-hydrated]`); always false without JavaScript. */
  hydrated: boolean;
  /**
   * Parts of the server's HTML still hidden when the run ended: React's streamed Suspense
   * segments (`<div hidden id="S:…">`), which only an inline script moves into place.
   */
  hiddenSegments: number;
}

/** The same page with JavaScript disabled: the HTML and CSS alone. */
export interface NoJsResult {
  fcpMs: number;
  lcpMs: number;
  /** The median count of segments left hidden (see RunMetrics): content the HTML holds unseen. */
  hiddenSegments: number;
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
  /** Runs in which the page hydrated (the floor, a client-rendered page, counts every run). */
  hydratedRuns: number;
  noJs?: NoJsResult;
  /**
   * The floor's median TBT in this route's own turns (a floor run after each of its runs): the
   * machine as it was while the route was measured.
   */
  floorTbtMs?: number;
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
  const ms = (value: number) => `${Math.round(value)} ms`;
  for (const result of results) {
    const route = budgets.routes.find((candidate) => candidate.name === result.name);
    const goal = { ...budgets.goal, ...route?.goal };
    if (result.score < goal.performance)
      misses.push(`${result.name}: performance ${result.score} < ${goal.performance}`);
    if (!result.noJs) misses.push(`${result.name}: no run without JavaScript to compare with`);
    else {
      const ratio = result.lcpMs / result.noJs.lcpMs;
      if (!(ratio <= goal.lcpNoJsRatio))
        misses.push(
          `${result.name}: LCP ${ms(result.lcpMs)} is ${ratio.toFixed(2)}× its own ${ms(result.noJs.lcpMs)} without JavaScript (limit ${goal.lcpNoJsRatio}×)`,
        );
    }
    const floorRatio = result.lcpMs / floor.lcpMs;
    if (!(floorRatio <= goal.lcpFloorRatio))
      misses.push(
        `${result.name}: LCP ${ms(result.lcpMs)} is ${floorRatio.toFixed(2)}× the floor's ${ms(floor.lcpMs)} (limit ${goal.lcpFloorRatio}×)`,
      );
    if (!(result.cls <= goal.cls))
      misses.push(`${result.name}: CLS ${result.cls.toFixed(3)} > ${goal.cls}`);
    // TBT moves with the machine's load (Lighthouse multiplies the CPU time it saw). Where the
    // floor, the stack's least page, misses the budget in the same run, the machine set its TBT:
    // a route is then held to the floor's, as measured in the route's own turns where it was.
    const floorTbt = result.floorTbtMs ?? floor.tbtMs;
    const where = result.floorTbtMs === undefined ? 'in this run' : "in the route's turns";
    if (!(result.tbtMs <= Math.max(goal.tbtMs, floorTbt)))
      misses.push(
        floorTbt > goal.tbtMs
          ? `${result.name}: TBT ${ms(result.tbtMs)} > the floor's ${ms(floorTbt)} ${where} (over the ${goal.tbtMs} ms budget itself)`
          : `${result.name}: TBT ${ms(result.tbtMs)} > ${goal.tbtMs} ms`,
      );
    if (goal.jsKb !== undefined && !(result.jsKb <= goal.jsKb))
      misses.push(`${result.name}: ${result.jsKb.toFixed(0)} kB of JavaScript > ${goal.jsKb} kB`);
    if (result.hydratedRuns < result.runs)
      misses.push(
        `${result.name}: the browser did not take the page over in ${result.runs - result.hydratedRuns} of ${result.runs} runs`,
      );
  }
  return misses;
}
