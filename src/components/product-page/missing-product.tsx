import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** The page's own heading (the kind of product), since the product's name is unknown. */
  title: string;
  text: string;
  /** Where the visitor goes on: the list of the kind, or the start page. */
  back: { to: string; label: string };
}

/** A product page whose product is not there (an unknown id, BRP's 404): say so, lead on. */
export function MissingProduct({ title, text, back }: Props) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {title}
      </Typography>
      <Typography>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={back.to}>
        {back.label}
      </Button>
    </Stack>
  );
}
