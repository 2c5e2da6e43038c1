import { useUnfreezeSubscription } from '@generated/booking/endpoints/customers/customers';
import type { Subscription } from '@generated/booking/model';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorText } from '@/lib/errors/error-message';
import { dayKey, formatDate } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useMember } from '../shell/member-context';
import { currentFreeze } from './membership-changes';
import { useRefreshMemberships } from './use-membership-data';

/**
 * Ending a freeze (issue 44): a running one from today, a planned one dropped whole. BRP keeps
 * the rule's shortest freeze: before it has passed its refusal (TOO_EARLY_TO_UNFREEZE, with the
 * earliest day) is shown here.
 */
export function UnfreezeDialog({
  open,
  subscription,
  onClose,
}: {
  open: boolean;
  subscription: Subscription;
  onClose: () => void;
}) {
  const { t } = useTranslation('account-membership');
  const { t: tAll } = useTranslation();
  const { customerId } = useMember();
  const refresh = useRefreshMemberships(customerId);
  const today = dayKey(useNow());
  const unfreeze = useUnfreezeSubscription();
  const freeze = currentFreeze(subscription, today);
  const close = () => {
    onClose();
    unfreeze.reset();
  };
  const period = freeze ? { start: formatDate(freeze.start), end: formatDate(freeze.end) } : null;

  return (
    <ConfirmDialog
      open={open}
      title={t('unfreeze.title')}
      confirmLabel={unfreeze.isPending ? t('unfreeze.ending') : t('unfreeze.confirm')}
      cancelLabel={t('unfreeze.cancel')}
      busy={unfreeze.isPending}
      onCancel={close}
      onConfirm={() =>
        unfreeze.mutate(
          { customer: customerId, id: String(subscription.id), data: {} },
          { onSuccess: () => void refresh(subscription.id).then(close) },
        )
      }
    >
      <Stack spacing={1.5}>
        {period ? (
          <Typography>
            {freeze?.started ? t('unfreeze.running', period) : t('unfreeze.planned', period)}
          </Typography>
        ) : null}
        {unfreeze.isError ? (
          <Alert severity="error">{errorText(tAll, unfreeze.error)}</Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
