// The two requests the workouts page reads, with the exact arguments its route starts (one cache
// entry each). Kept free of components so the route's loader can import it without the page's code.
import {
  getListCustomerWorkoutSummariesQueryOptions,
  getListCustomerWorkoutsQueryOptions,
} from '@generated/booking/endpoints/services/services';
import { summaryPeriod, workoutsPeriod } from './workout-buckets';

type Moment = string | number | Date;

/** The last ten weeks' workouts (the week chart). */
export const workoutsQuery = (customerId: number, now: Moment) =>
  getListCustomerWorkoutsQueryOptions(customerId, workoutsPeriod(now));

/** This year's and the two before's summaries (the month and year charts; the overview's too). */
export const workoutSummariesQuery = (customerId: number, now: Moment) =>
  getListCustomerWorkoutSummariesQueryOptions(customerId, summaryPeriod(now));
