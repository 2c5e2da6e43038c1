import type { GroupActivity } from '@generated/booking/model';
import { buildIcs, icsFileName } from '../logic/ics';

/** Saves the class as an .ics file (phones open it in their calendar, Outlook imports it). */
export function downloadClassIcs(activity: GroupActivity, description: string): void {
  const location = [activity.businessUnit.name, activity.locations[0]?.name]
    .filter(Boolean)
    .join(', ');
  const text = buildIcs({
    uid: `group-activity-${activity.id}@${window.location.hostname || 'localhost'}`,
    start: activity.duration.start,
    end: activity.duration.end,
    summary: activity.name,
    location,
    description,
    stamp: new Date().toISOString(),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(activity.name, activity.duration.start);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
