/** A header icon button, a little narrower on a phone (the header is one row at 360 px). */
export const phoneIconSx = { p: { xs: 0.75, sm: 1 } } as const;
