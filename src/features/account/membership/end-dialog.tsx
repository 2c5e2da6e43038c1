import { useListTerminationReasons } from '@generated/booking/endpoints/catalogue/catalogue';
import {
  usePreviewSubscriptionTermination,
  useTerminateSubscription,
} from '@generated/booking/endpoints/customers/customers';
import type { Subscription } from '@generated/booking/model';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/detail-list/detail-list';
import { LoadError } from '@/components/load-error/load-error';
import { AppModal } from '@/components/modal/app-modal';
import { errorLines, errorText } from '@/lib/errors/error-message';
import { formatDate } from '@/lib/format';
import { useMember } from '../shell/member-context';
import { freezeMode } from './membership-changes';
import { useRefreshMemberships } from './use-membership-data';

interface Props {
  open: boolean;
  subscription: Subscription;
  onClose: () => void;
  /** "Freeze instead?": closes this and opens the freeze dialog. */
  onFreezeInstead: () => void;
}

/**
 * Ending a membership (issue 44) in one dialog, as few steps as buying it took: BRP's preview
 * (GET …/terminate: the last day and the day it is paid until), a reason, the confirmation, and
 * then what happens, with where to undo it.
 */
export function EndDialog({ open, subscription, onClose, onFreezeInstead }: Props) {
  const { t } = useTranslation('account-membership');
  const name = subscription.subscriptionProduct.name;
  return (
    <AppModal open={open} onClose={onClose} title={t('end.title', { name })} hideCloseButton>
      {open ? (
        <EndContent
          subscription={subscription}
          onClose={onClose}
          onFreezeInstead={onFreezeInstead}
        />
      ) : null}
    </AppModal>
  );
}

function EndContent({ subscription, onClose, onFreezeInstead }: Omit<Props, 'open'>) {
  const { t } = useTranslation('account-membership');
  const { t: tAll } = useTranslation();
  const { customerId } = useMember();
  const refresh = useRefreshMemberships(customerId);
  const id = String(subscription.id);
  const [reason, setReason] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const reasons = useListTerminationReasons(subscription.subscriptionProduct.id);
  // A refusal is BRP's answer, kept as it is; a failure is tried again by the member.
  const preview = usePreviewSubscriptionTermination(customerId, id, undefined, {
    query: { retry: false, gcTime: 0, refetchOnWindowFocus: false },
  });
  const terminate = useTerminateSubscription();

  if (terminate.isSuccess) {
    const after = terminate.data.actionData.mainSubscription;
    return (
      <Stack spacing={2}>
        <Typography component="h3" variant="h3">
          {t('end.doneHeading')}
        </Typography>
        <Typography>
          {t('end.doneText', {
            last: formatDate(after.expirationDay),
            paid: formatDate(after.boundUntil ?? after.expirationDay),
          })}
        </Typography>
        <Typography>{t('end.undoHint', { last: formatDate(after.expirationDay) })}</Typography>
        <Button variant="contained" onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
          {t('end.close')}
        </Button>
      </Stack>
    );
  }
  if (preview.isError && (preview.error.status === 403 || preview.error.status === 422))
    return (
      <Stack spacing={2}>
        <Alert severity="info">{errorText(tAll, preview.error)}</Alert>
        <Button onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
          {t('end.close')}
        </Button>
      </Stack>
    );
  if (preview.isError || reasons.isError)
    return (
      <LoadError
        message={t('end.loadError')}
        onRetry={() => void Promise.all([preview.refetch(), reasons.refetch()])}
      />
    );
  if (!preview.data || !reasons.data)
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('end.loading')}</Typography>
      </Stack>
    );

  const after = preview.data.actionData.mainSubscription;
  const reasonMissing = reasons.data.length > 0 && reason === null;
  const confirm = () => {
    setTried(true);
    if (reasonMissing) return;
    terminate.mutate(
      {
        customer: customerId,
        id,
        data: {
          ...(reason ? { terminationReason: reason } : {}),
          ...(comment.trim() ? { terminationReasonComment: comment.trim() } : {}),
        },
      },
      { onSuccess: () => void refresh(subscription.id) },
    );
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <Typography component="h3" variant="h3">
        {t('end.previewHeading')}
      </Typography>
      <DetailList
        items={[
          { label: t('end.lastDay'), value: formatDate(after.expirationDay) },
          {
            label: t('end.paidUntil'),
            value: formatDate(after.boundUntil ?? after.expirationDay),
          },
        ]}
      />
      <Typography>{t('end.whatHappens', { last: formatDate(after.expirationDay) })}</Typography>
      {freezeMode(subscription) !== 'none' ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onFreezeInstead}>
              {t('end.freezeInsteadButton')}
            </Button>
          }
        >
          {t('end.freezeInstead')}
        </Alert>
      ) : null}
      {reasons.data.length > 0 ? (
        <TextField
          select
          required
          label={t('end.reason')}
          value={reason ?? ''}
          onChange={(event) => setReason(Number(event.target.value))}
          error={tried && reasonMissing}
          helperText={tried && reasonMissing ? t('end.reasonMissing') : ' '}
        >
          {reasons.data.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label={t('end.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {terminate.isError ? (
        <Alert severity="error">
          {errorLines(tAll, terminate.error).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={terminate.isPending}>
          {t('end.keep')}
        </Button>
        <Button type="submit" variant="contained" color="secondary" disabled={terminate.isPending}>
          {terminate.isPending ? t('end.ending') : t('end.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
