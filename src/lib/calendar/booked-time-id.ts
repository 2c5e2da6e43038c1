// The UID part of each kind of booked time, one rule wherever it is downloaded from (the class
// page, Mina sidor, the receipt): a calendar that imports the same time twice updates the event
// instead of showing it twice.
import { icsTime } from './ics';

/** A class, by the class's own id (a booking of it and the class page agree). */
export const classTimeId = (groupActivityId: number) => `group-activity-${groupActivityId}`;

/** A treatment, by its product and start: the booking and the receipt's line have different ids. */
export const serviceTimeId = (serviceProductId: number, start: string) =>
  `service-${serviceProductId}-${icsTime(start)}`;

/** One occasion of a course. */
export const courseTimeId = (eventId: number, start: string) =>
  `event-${eventId}-${icsTime(start)}`;

/** A paid class on a receipt, which names the class's product, not the class. */
export const orderClassTimeId = (productId: number, start: string) =>
  `group-activity-product-${productId}-${icsTime(start)}`;
