import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatDayHeading, formatPrice, formatTime } from '@/lib/format';
import type { WithdrawalView } from '@/lib/withdrawal/withdrawal-types';

const MAIL_STATUS = { sent: 'mailSent', pending: 'mailPending', failed: 'mailFailed' } as const;

/** A member's withdrawals with where each stands: received, its confirmation, handled. */
export function WithdrawalStatusList({ withdrawals }: { withdrawals: WithdrawalView[] }) {
  const { t } = useTranslation('withdrawal-form');
  const language = useLanguage();
  const headingId = useId();
  if (withdrawals.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h2" variant="h2">
        {t('status.heading')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {withdrawals.map((withdrawal) => (
          <Stack component="li" key={withdrawal.id} spacing={0.5} data-testid="withdrawal-status">
            <Typography component="h3" variant="h3">
              {t('status.order', { number: withdrawal.orderNumber })}
            </Typography>
            <Typography color="textSecondary">
              {t('status.received', {
                date: formatDayHeading(withdrawal.receivedAt, language),
                time: formatTime(withdrawal.receivedAt),
              })}
            </Typography>
            <Typography component="p">
              {withdrawal.lines
                .map((line) => `${line.product} (${formatPrice(line.price.amount, language)})`)
                .join(', ')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={withdrawal.confirmation === 'sent' ? 'success' : 'default'}
                label={t(`status.${MAIL_STATUS[withdrawal.confirmation]}`)}
              />
              <Chip
                size="small"
                color={withdrawal.handled ? 'success' : 'default'}
                label={t(withdrawal.handled ? 'status.handled' : 'status.notHandled')}
              />
              {withdrawal.endedInBrp.map((product) => (
                <Chip
                  key={product}
                  size="small"
                  color="success"
                  label={t('status.endedInBrp', { product })}
                />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
