import {
  useFreezeSubscription,
  useListSubscriptionFreezeRules,
  useListSubscriptionFreezes,
  usePreviewSubscriptionFreeze,
} from '@generated/booking/endpoints/customers/customers';
import type { Subscription } from '@generated/booking/model';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/detail-list/detail-list';
import { LoadError } from '@/components/load-error/load-error';
import { AppModal } from '@/components/modal/app-modal';
import { useLanguage } from '@/components/use-language';
import { errorLines, errorText } from '@/lib/errors/error-message';
import { dayKey, formatDate, formatPrice } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useMember } from '../shell/member-context';
import { FreezeForm, type FreezeChoice, useFreezeChoice } from './freeze-form';
import { FreezeRequestForm } from './freeze-request-form';
import { FreezeRules } from './freeze-rules';
import {
  currentFreeze,
  freezeMode,
  ruleOf,
  yearlyFreezesUsed,
  type FreezeMode,
} from './membership-changes';
import { useFreezeReasons, useRefreshMemberships } from './use-membership-data';

interface Props {
  open: boolean;
  subscription: Subscription;
  onClose: () => void;
}

type Step = 'form' | 'preview' | 'done';

/**
 * Freezing a membership (issue 44): what its rule allows, the member's choice, BRP's own preview
 * of what the freeze does (GET …/freeze), then the freeze; or, for a product the facility freezes
 * on request, the request with its document.
 */
export function FreezeDialog({ open, subscription, onClose }: Props) {
  const { t } = useTranslation('account-membership');
  const [step, setStep] = useState<Step>('form');
  const name = subscription.subscriptionProduct.name;
  // As the membership was when the dialog opened: once frozen (or asked for) it offers no freeze.
  const [mode] = useState(() => freezeMode(subscription));
  const title = t(mode === 'request' ? 'freeze.requestTitle' : 'freeze.title', { name });
  const close = () => {
    onClose();
    setStep('form');
  };
  return (
    <AppModal open={open} onClose={close} title={title} hideCloseButton={step !== 'done'}>
      {open ? (
        <FreezeContent
          subscription={subscription}
          mode={mode}
          step={step}
          setStep={setStep}
          onClose={close}
        />
      ) : null}
    </AppModal>
  );
}

function FreezeContent({
  subscription,
  mode,
  step,
  setStep,
  onClose,
}: {
  subscription: Subscription;
  mode: FreezeMode;
  step: Step;
  setStep: (step: Step) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account-membership');
  const { customerId } = useMember();
  const today = dayKey(useNow());
  const rules = useListSubscriptionFreezeRules(customerId, subscription.id);
  const freezes = useListSubscriptionFreezes(customerId, subscription.id);
  const rule = ruleOf(rules.data ?? []);
  const choice = useFreezeChoice(rule, today);
  const reasons = useFreezeReasons(subscription, rules.data, rule);

  if (rules.isError || freezes.isError)
    return (
      <LoadError
        message={t('freeze.loadError')}
        onRetry={() => void Promise.all([rules.refetch(), freezes.refetch()])}
      />
    );
  if (!rules.data || !freezes.data || reasons.loading)
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('freeze.loading')}</Typography>
      </Stack>
    );

  const running = currentFreeze(subscription, today);
  // Once frozen, the membership's own freeze is this dialog's result, not a reason to refuse.
  const forbidden =
    step === 'done'
      ? null
      : mode === 'none'
        ? t('freeze.notAllowed')
        : running
          ? t('freeze.existing', { start: formatDate(running.start), end: formatDate(running.end) })
          : yearlyFreezesUsed(rule, freezes.data, today)
            ? t('freeze.yearlyUsed', { count: rule?.maxNumberOfFreezesPerYear ?? 0 })
            : null;

  return (
    <Stack spacing={2.5}>
      {step === 'form' ? <FreezeRules rule={rule} freezes={freezes.data} today={today} /> : null}
      {forbidden ? (
        <Alert severity="info">{forbidden}</Alert>
      ) : mode === 'request' ? (
        <FreezeRequestForm
          subscription={subscription}
          reasons={reasons.list}
          choice={choice}
          onSent={() => setStep('done')}
          onClose={onClose}
        />
      ) : step === 'form' ? (
        <FreezeForm
          reasons={reasons.list}
          choice={choice}
          today={today}
          onPreview={() => setStep('preview')}
        />
      ) : (
        <FreezePreview
          subscription={subscription}
          choice={choice.value}
          done={step === 'done'}
          onBack={() => setStep('form')}
          onDone={() => setStep('done')}
        />
      )}
      {forbidden ? (
        <Button onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
          {t('freeze.close')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** BRP's preview of the chosen freeze, and the freeze itself once the member confirms. */
function FreezePreview({
  subscription,
  choice,
  done,
  onBack,
  onDone,
}: {
  subscription: Subscription;
  choice: FreezeChoice;
  done: boolean;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('account-membership');
  const { t: tAll } = useTranslation();
  const language = useLanguage();
  const { customerId } = useMember();
  const refresh = useRefreshMemberships(customerId);
  const id = String(subscription.id);
  const params = {
    'freezePeriod.start': choice.start,
    'freezePeriod.end': choice.end,
    ...(choice.reason ? { freezeReason: choice.reason } : {}),
  };
  // A refusal is BRP's answer, not a failure to retry: the query keeps it instead of asking again.
  const preview = usePreviewSubscriptionFreeze(customerId, id, params, {
    query: { retry: false, gcTime: 0, refetchOnWindowFocus: false, enabled: !done },
  });
  const freeze = useFreezeSubscription();

  if (preview.isError) {
    const refused = preview.error.status === 403 || preview.error.status === 422;
    return (
      <Stack spacing={2}>
        {refused ? (
          <Alert severity="error">
            {errorLines(tAll, preview.error).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        ) : (
          <LoadError
            message={errorText(tAll, preview.error)}
            onRetry={() => void preview.refetch()}
          />
        )}
        <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          {t('freeze.change')}
        </Button>
      </Stack>
    );
  }
  const result = done ? freeze.data : preview.data;
  if (!result)
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('freeze.previewLoading')}</Typography>
      </Stack>
    );
  const after = result.actionData.mainSubscription;
  const fee = preview.data?.actionData.totalPrice;
  const confirm = () =>
    freeze.mutate(
      {
        customer: customerId,
        id,
        data: {
          freezePeriod: { start: choice.start, end: choice.end },
          ...(choice.reason ? { freezeReason: choice.reason } : {}),
          ...(choice.comment ? { freezeReasonComment: choice.comment } : {}),
          paymentRequiredBeforeFreeze: false,
        },
      },
      {
        // Done first: once the list is read again the membership is frozen, which the form
        // would take for a reason to refuse.
        onSuccess: () => {
          onDone();
          void refresh(subscription.id);
        },
      },
    );

  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="h3">
        {done ? t('freeze.doneHeading') : t('freeze.previewHeading')}
      </Typography>
      <DetailList
        items={[
          {
            label: t('freeze.period'),
            value: `${formatDate(choice.start)} – ${formatDate(choice.end)}`,
          },
          ...(after.boundUntil
            ? [{ label: t('freeze.newBoundUntil'), value: formatDate(after.boundUntil) }]
            : []),
          ...(after.debitedUntil
            ? [{ label: t('freeze.newDebitedUntil'), value: formatDate(after.debitedUntil) }]
            : []),
          ...(fee ? [{ label: t('freeze.fee'), value: formatPrice(fee.amount, language) }] : []),
        ]}
      />
      <Typography>
        {done
          ? t('freeze.doneText', { start: formatDate(choice.start) })
          : fee && fee.amount > 0
            ? t('freeze.feeLater')
            : t('freeze.noFee')}
      </Typography>
      {freeze.isError ? <Alert severity="error">{errorText(tAll, freeze.error)}</Alert> : null}
      {done ? null : (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onBack} disabled={freeze.isPending}>
            {t('freeze.change')}
          </Button>
          <Button variant="contained" onClick={confirm} disabled={freeze.isPending}>
            {freeze.isPending ? t('freeze.freezing') : t('freeze.confirm')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
