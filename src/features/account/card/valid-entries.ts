// Which entry tickets the card shows: the entries not yet used of the bookings still valid.
import type { EntryBooking } from '@generated/booking/model';

export interface ValidEntry {
  key: string;
  /** The product ("Spaentré dag") and where it is valid. */
  product: string;
  place: string;
  /** The end of the validity, when BRP gives one. */
  validUntil: string | null;
  /** The value the entrance's reader scans. */
  code: string;
  /** 1-based position among the booking's entries, and how many it has. */
  position: number;
  of: number;
}

/** A booking without a period goes last. */
const validFrom = (booking: EntryBooking) =>
  booking.duration ? Date.parse(booking.duration.start) : Number.MAX_SAFE_INTEGER;

/** The unused entries of the bookings whose validity has not ended, soonest valid first. */
export function validEntries(bookings: readonly EntryBooking[], now: number): ValidEntry[] {
  return bookings
    .filter((booking) => !booking.duration || Date.parse(booking.duration.end) > now)
    .toSorted((a, b) => validFrom(a) - validFrom(b))
    .flatMap((booking) =>
      booking.entries.flatMap((entry, index) =>
        entry.status === 'NOT_USED' && entry.qrCode
          ? [
              {
                key: `${booking.id}-${entry.id}`,
                product: booking.entryProduct.name,
                place: booking.businessUnit.name,
                validUntil: booking.duration?.end ?? null,
                code: entry.qrCode,
                position: index + 1,
                of: booking.entries.length,
              },
            ]
          : [],
      ),
    );
}
