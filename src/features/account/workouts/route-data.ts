// What the workouts route starts (src/lib/route-data.ts): the summaries the month chart (the first
// screen) draws, and the ten weeks' workouts, which the page asks for with them anyway (the week
// chart is one click away). Both periods are whole Stockholm days and years, so the loader's clock
// and the page's, read a moment later (on the server, or in the browser as it takes over), give
// the same request and the page finds these answers.
import type { RouteDataContext } from '@/lib/route-data';
import { workoutsQuery, workoutSummariesQuery } from './queries';

export function startWorkoutsData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  const now = Date.now();
  void queryClient.prefetchQuery(workoutSummariesQuery(customerId, now));
  void queryClient.prefetchQuery(workoutsQuery(customerId, now));
}
