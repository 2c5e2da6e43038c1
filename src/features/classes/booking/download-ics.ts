import type { GroupActivity } from '@generated/booking/model';
import { classTimeId } from '@/lib/calendar/booked-time-id';
import { downloadIcs, uidHost } from '@/lib/calendar/download-ics';
import { icsFileName } from '@/lib/calendar/ics';

/** Saves the class as an .ics file (phones open it in their calendar, Outlook imports it). */
export function downloadClassIcs(activity: GroupActivity, description: string): void {
  const location = [activity.businessUnit.name, activity.locations[0]?.name]
    .filter(Boolean)
    .join(', ');
  const event = {
    uid: `${classTimeId(activity.id)}@${uidHost()}`,
    start: activity.duration.start,
    end: activity.duration.end,
    summary: activity.name,
    location,
    description,
    stamp: new Date().toISOString(),
  };
  downloadIcs([event], icsFileName(activity.name, activity.duration.start));
}
