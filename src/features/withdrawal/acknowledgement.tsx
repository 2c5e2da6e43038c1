import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatDayHeading, formatPrice, formatTime } from '@/lib/format';
import type { WithdrawalView } from '@/lib/withdrawal/withdrawal-types';

/** The acknowledgement: when the withdrawal was received (Stockholm time) and of what. */
export function Acknowledgement({ withdrawal }: { withdrawal: WithdrawalView | null }) {
  const { t } = useTranslation('withdrawal-form');
  const language = useLanguage();
  if (!withdrawal) return <Alert severity="warning">{t('done.notFound')}</Alert>;
  return (
    <Stack spacing={2} data-testid="withdrawal-acknowledgement">
      <Alert severity="success" role="status">
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('done.heading')}
        </Typography>
        <Typography>
          {t('done.received', {
            date: formatDayHeading(withdrawal.receivedAt, language),
            time: formatTime(withdrawal.receivedAt),
          })}
        </Typography>
      </Alert>
      <Typography>{t('done.order', { number: withdrawal.orderNumber })}</Typography>
      <Typography>{t('done.withdrawn')}</Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {withdrawal.lines.map((line) => (
          <Typography component="li" key={line.itemId}>
            {line.product}, {formatPrice(line.price.amount, language)}
          </Typography>
        ))}
      </Stack>
      <Typography>{t('done.mail', { email: withdrawal.email })}</Typography>
      <Typography>{t('done.refund')}</Typography>
      <Typography color="textSecondary">{t('done.reference', { id: withdrawal.id })}</Typography>
    </Stack>
  );
}
