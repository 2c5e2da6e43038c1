import type { ReactNode } from 'react';

/**
 * MUI's Grid (v2) as plain elements on the shell sheet's `plain-grid` classes: twelve columns,
 * the spacing MUI's `spacing` would give. For the layouts every member page and form repeats,
 * where each of MUI's cells worked out its widths for every breakpoint on every render
 * (docs/decisions/091-the-booking-cards-frame-in-one-style-sheet.md). Only the spacings and
 * spans the app uses have classes.
 */
export function PlainGrid({ spacing, children }: { spacing: 2 | 3; children: ReactNode }) {
  return <div className={`plain-grid plain-grid-spacing-${spacing}`}>{children}</div>;
}

/** A cell of a PlainGrid: all twelve columns on a phone, `sm` (600 px) or `md` (900 px) up. */
export function PlainGridCell({
  sm,
  md,
  children,
}: {
  sm?: 4 | 6 | 8;
  md?: 3 | 9;
  children: ReactNode;
}) {
  const spans = `${sm ? ` plain-grid-sm-${sm}` : ''}${md ? ` plain-grid-md-${md}` : ''}`;
  return <div className={`plain-grid-cell${spans}`}>{children}</div>;
}
