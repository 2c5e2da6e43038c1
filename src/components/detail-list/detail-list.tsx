import { Fragment, type ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * Label–value pairs of a card (active from, valid until, balance…) as a description list: a plain
 * `<dl>` on the shell sheet's `detail-list` class, as lists repeat it on every card
 * (docs/decisions/091-the-booking-cards-frame-in-one-style-sheet.md).
 */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className="detail-list">
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
