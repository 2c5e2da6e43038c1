import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label–value pairs of a card (active from, valid until, balance…) as a description list. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 500 },
      }}
    >
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
