import { useUndoSubscriptionTermination } from '@generated/booking/endpoints/customers/customers';
import type { Subscription } from '@generated/booking/model';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors/error-message';
import { dayKey, formatDate } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useMember } from '../shell/member-context';
import {
  canUndoTermination,
  canUnfreeze,
  currentFreeze,
  freezeRequestPending,
  isTerminated,
} from './membership-changes';
import { useRefreshMemberships } from './use-membership-data';

/**
 * What a membership's freeze or end says on its card (issue 44): frozen (or a planned freeze) with
 * its period and "end the freeze", a request waiting for the facility, ended with its last day and
 * the undo while BRP allows it.
 */
export function MembershipStatus({
  subscription,
  onUnfreeze,
}: {
  subscription: Subscription;
  onUnfreeze: () => void;
}) {
  const { t } = useTranslation('account-membership');
  const { t: tAll } = useTranslation();
  const { customerId } = useMember();
  const refresh = useRefreshMemberships(customerId);
  const today = dayKey(useNow());
  const undo = useUndoSubscriptionTermination();
  const freeze = currentFreeze(subscription, today);
  const name = subscription.subscriptionProduct.name;
  const undoTermination = () =>
    undo.mutate(
      { customer: customerId, id: String(subscription.id) },
      { onSuccess: () => void refresh(subscription.id) },
    );

  const lines = [
    freeze ? (
      <Stack
        key="freeze"
        spacing={1}
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography sx={{ fontWeight: 500 }}>
          {t(freeze.started ? 'status.frozen' : 'status.freezePlanned', {
            start: formatDate(freeze.start),
            end: formatDate(freeze.end),
          })}
        </Typography>
        {canUnfreeze(subscription) ? (
          <Button
            size="small"
            onClick={onUnfreeze}
            aria-label={t('status.unfreezeAbout', { name })}
          >
            {t('status.unfreeze')}
          </Button>
        ) : null}
      </Stack>
    ) : null,
    freezeRequestPending(subscription) ? (
      <Typography key="request">{t('status.requestPending')}</Typography>
    ) : null,
    isTerminated(subscription) ? (
      <Stack key="end" spacing={1} direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>
          {t('status.ended', { last: formatDate(subscription.expirationDay) })}
        </Typography>
        {canUndoTermination(subscription) ? (
          <Button
            size="small"
            onClick={undoTermination}
            disabled={undo.isPending}
            aria-label={t('status.undoAbout', { name })}
          >
            {undo.isPending ? t('status.undoing') : t('status.undo')}
          </Button>
        ) : null}
      </Stack>
    ) : null,
  ].filter(Boolean);

  if (lines.length === 0) return null;
  return (
    <Stack spacing={1}>
      {lines}
      {undo.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={undoTermination}>
              {tAll('retry')}
            </Button>
          }
        >
          {errorText(tAll, undo.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
