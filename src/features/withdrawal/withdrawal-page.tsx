// "Ångra avtalet här" / "Withdraw from contract here": the purchase, what of it, who, confirm;
// then the acknowledgement. Each step is a form POST to the route's action, which answers with
// the next step (or the same one with what is wrong), and keeps what was typed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  Form,
  Link as RouterLink,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from 'react-router';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { WithdrawalStatusList } from '@/components/withdrawal-status/withdrawal-status-list';
import { loginPathReturningTo, withdrawalPath } from '@/lib/paths';
import { Acknowledgement } from './acknowledgement';
import { STEPS, type FormValues, type Step as StepName } from './logic/form';
import type { WithdrawalActionData, WithdrawalLoaderData } from './route';
import type { StepState } from './logic/step-state';
import {
  ConfirmSummary,
  DetailFields,
  LineFields,
  MemberOrderFields,
  VisitorOrderFields,
} from './step-fields';

const EMPTY: FormValues = { orderNumber: '', orderEmail: '', lines: [], name: '', email: '' };

/** The values a step does not show travel along hidden. */
function Carried({
  values,
  step,
  member,
}: {
  values: FormValues;
  step: StepName;
  member: boolean;
}) {
  const hidden = (name: string, value: string) => (
    <input key={`${name}:${value}`} type="hidden" name={name} value={value} />
  );
  return (
    <>
      {step !== 'order' ? hidden('orderNumber', values.orderNumber) : null}
      {step !== 'order' && !member ? hidden('orderEmail', values.orderEmail) : null}
      {step !== 'lines' ? values.lines.map((line) => hidden('line', String(line))) : null}
      {step !== 'details' ? hidden('name', values.name) : null}
      {step !== 'details' ? hidden('email', values.email) : null}
    </>
  );
}

function FailureAlert({ state }: { state: StepState }) {
  const { t } = useTranslation('withdrawal-form');
  const language = useLanguage();
  const { failure, step } = state;
  if (!failure) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        failure === 'server' ? (
          <Button color="inherit" type="submit" name="intent" value={`next:${step}`}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {t(`errors.${failure}`)}
      {failure === 'notFound' ? (
        <>
          {' '}
          <Link
            component={RouterLink}
            to={loginPathReturningTo(withdrawalPath(language), language)}
            underline="always"
          >
            {t('find.login')}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}

function StepForm({
  state,
  member,
}: {
  state: StepState;
  member: Extract<WithdrawalLoaderData, { kind: 'member' }> | null;
}) {
  const { t } = useTranslation('withdrawal-form');
  const language = useLanguage();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state === 'submitting';
  const { step, values, errors, order } = state;
  const index = STEPS.indexOf(step);
  const previous = STEPS[index - 1];
  let fields;
  if (step === 'order' && member) {
    if (member.orders === null)
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void revalidator.revalidate()}>
              {t('retry')}
            </Button>
          }
        >
          {t('member.ordersFailed')}
        </Alert>
      );
    if (member.orders.length === 0) return <Typography>{t('member.none')}</Typography>;
    fields = <MemberOrderFields orders={member.orders} values={values} errors={errors} />;
  } else if (step === 'order') fields = <VisitorOrderFields values={values} errors={errors} />;
  else if (step === 'lines' && order)
    fields = <LineFields order={order} values={values} errors={errors} />;
  else if (step === 'details') fields = <DetailFields values={values} errors={errors} />;
  else if (order) fields = <ConfirmSummary order={order} values={values} />;

  return (
    <Form method="post" noValidate action={withdrawalPath(language)} aria-busy={busy}>
      <Stack spacing={3}>
        <Stepper activeStep={index} alternativeLabel aria-label={t('title')}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <FailureAlert state={state} />
        <div key={step}>{fields}</div>
        <Carried values={values} step={step} member={Boolean(member)} />
        {/* The step's own button first: Enter in a field goes on, not back. */}
        <Stack
          direction="row"
          spacing={2}
          sx={{ flexDirection: 'row-reverse', justifyContent: 'flex-end', gap: 2 }}
        >
          <Button
            type="submit"
            name="intent"
            value={`next:${step}`}
            variant="contained"
            disabled={busy}
          >
            {step === 'confirm'
              ? t('confirm.submit')
              : step === 'order'
                ? member
                  ? t('lines.submit')
                  : t('find.submit')
                : t(`${step}.submit`)}
          </Button>
          {previous ? (
            <Button
              type="submit"
              name="intent"
              value={`back:${previous}`}
              disabled={busy}
              formNoValidate
            >
              {t('back')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Form>
  );
}

export default function WithdrawalPage() {
  const { t } = useTranslation('withdrawal-form');
  usePageTitle(t('title'));
  const language = useLanguage();
  const loaded = useLoaderData() as WithdrawalLoaderData;
  const answered = useActionData() as WithdrawalActionData | undefined;

  let content;
  if (loaded.kind === 'unavailable')
    content = <Alert severity="error">{t('errors.unavailable')}</Alert>;
  else if (loaded.kind === 'done') content = <Acknowledgement withdrawal={loaded.withdrawal} />;
  else if (loaded.kind === 'status')
    content = <WithdrawalStatusList withdrawals={loaded.withdrawals} />;
  else {
    const member = loaded.kind === 'member' ? loaded : null;
    const state: StepState = answered ?? {
      step: 'order',
      values: { ...EMPTY, orderNumber: loaded.orderNumber },
      errors: {},
      failure: null,
      order: null,
    };
    content = (
      <>
        <Typography>{t('intro')}</Typography>
        {member ? null : (
          <Typography>
            {t('find.signedInHint')}{' '}
            <Link
              component={RouterLink}
              to={loginPathReturningTo(withdrawalPath(language), language)}
              underline="always"
            >
              {t('find.login')}
            </Link>
          </Typography>
        )}
        <StepForm state={state} member={member} />
        {member ? <WithdrawalStatusList withdrawals={member.withdrawals} /> : null}
      </>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 680 }}>
      <Typography variant="h1">{t('title')}</Typography>
      {content}
    </Stack>
  );
}
