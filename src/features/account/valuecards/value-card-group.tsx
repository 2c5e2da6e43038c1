import type { ValueCard, ValueCardProduct } from '@generated/booking/model';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ValueCardItem } from './value-card-item';
import { valueCardDescription } from './value-cards';

interface Props {
  heading: string;
  cards: ValueCard[];
  products: ValueCardProduct[] | undefined;
}

/** A group of value cards (active or inactive) under its heading. */
export function ValueCardGroup({ heading, cards, products }: Props) {
  const headingId = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2">
        {heading}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cards.map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6 }} component="li">
            <ValueCardItem card={card} description={valueCardDescription(card, products)} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
