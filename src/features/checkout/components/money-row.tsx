import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';

interface Props {
  label: string;
  /** Minor units. */
  amount: number;
  testId: string;
  strong?: boolean;
}

/** One line of a checkout or receipt summary: a label and an amount in kronor. */
export function MoneyRow({ label, amount, testId, strong = false }: Props) {
  const language = useLanguage();
  const weight = strong ? 700 : 400;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }} data-testid={testId}>
      <Typography sx={{ fontWeight: weight }}>{label}</Typography>
      <Typography sx={{ fontWeight: weight }}>{formatPrice(amount, language)}</Typography>
    </Stack>
  );
}
