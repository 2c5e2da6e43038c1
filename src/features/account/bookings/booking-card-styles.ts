import { css } from '@emotion/react';

/**
 * The bookings list's frame, written once: plain elements with these classes instead of MUI's
 * Card, CardContent, CardActions, Stack, Box and Typography, a dozen styled components for each
 * card and every day's heading on every render of the page
 * (docs/decisions/091-the-booking-cards-frame-in-one-style-sheet.md). The rules are what MUI wrote
 * for them, on the theme's CSS variables; the cards' buttons, chips and details stay MUI's.
 */
export const bookingCardStyles = css`
  .booking-days {
    display: flex;
    flex-direction: column;
    gap: calc(4 * var(--mui-spacing));
  }
  .booking-day {
    display: flex;
    flex-direction: column;
    gap: calc(1.5 * var(--mui-spacing));
  }
  .booking-day-heading {
    margin: 0;
    font: var(--mui-font-h2);
  }
  .booking-day-list {
    display: flex;
    flex-direction: column;
    gap: calc(1.5 * var(--mui-spacing));
    list-style: none;
    padding: 0;
    margin: 0;
  }
  /* MUI's outlined Card (a Paper). */
  .booking-card {
    background-color: var(--mui-palette-background-paper);
    color: var(--mui-palette-text-primary);
    border-radius: var(--mui-shape-borderRadius);
    border: 1px solid var(--mui-palette-divider);
    overflow: hidden;
  }
  .booking-card-content {
    padding: 16px;
    padding-bottom: var(--mui-spacing);
  }
  .booking-card-content:last-child {
    padding-bottom: 24px;
  }
  .booking-card-row {
    display: flex;
    flex-direction: row;
    align-items: flex-start;
    gap: calc(2 * var(--mui-spacing));
  }
  .booking-card-time {
    margin: 0;
    font: var(--mui-font-body1);
    font-weight: 700;
    font-size: 1.25rem;
    line-height: 1.6;
    min-width: 3.5rem;
  }
  .booking-card-main {
    flex: 1;
    min-width: 0;
  }
  .booking-card-kind-row {
    display: flex;
    flex-direction: row;
    align-items: center;
    flex-wrap: wrap;
    column-gap: var(--mui-spacing);
  }
  .booking-card-kind {
    margin: 0;
    font: var(--mui-font-overline);
    line-height: 1.5;
    text-transform: uppercase;
    color: var(--mui-palette-text-secondary);
  }
  .booking-card-title {
    margin: 0;
    font: var(--mui-font-h3);
  }
  .booking-card-facility {
    margin: 0;
    font: var(--mui-font-body1);
    color: var(--mui-palette-text-secondary);
  }
  .booking-card-details {
    margin-top: var(--mui-spacing);
  }
  /* MUI's CardActions: its 8 px margin between buttons comes on top of the gap, as there. */
  .booking-card-actions {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    flex-wrap: wrap;
    gap: var(--mui-spacing);
    padding: 8px calc(2 * var(--mui-spacing)) calc(2 * var(--mui-spacing));
  }
  .booking-card-actions > :not(style) ~ :not(style) {
    margin-left: 8px;
  }
`;
