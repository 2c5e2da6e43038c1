// Issue 42, decision 070: a membership debited by Autogiro says so in the checkout, and the buyer
// registers the bank account with BRP (customers/{id}/consents/sedirectdebits) before paying. A
// consent already there, or one Bankgirot is still processing (spec §8), is shown instead.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getListBusinessUnitsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import { getListCustomerSeDirectDebitConsentsQueryOptions } from '@generated/booking/endpoints/customers/customers';
import type { DirectDebitConsent, Order } from '@generated/booking/model';
import { errorText } from '@/lib/errors/error-message';
import { useSession } from '@/lib/session';
import { BankAccountForm } from './bank-account-form';
import type { DebitKind } from './direct-debit-products';

const PROCESSING = /PROCESSING|NOT_SIGNED|WAITING|SENT/;

function consentText(t: TFunction, consent: DirectDebitConsent): string {
  const { bankName = '', clearingNumber, accountNumber } = consent.bankAccount;
  const values = { bank: bankName, account: `${clearingNumber}-${accountNumber}` };
  const processing = consent.statuses.some((s) => PROCESSING.test(s.code));
  return t(processing ? 'directDebit.processing' : 'directDebit.registered', values);
}

export function DirectDebitStep({ order, kind }: { order: Order; kind: DebitKind }) {
  const { t } = useTranslation('checkout');
  const { customerId } = useSession();
  const consents = useQuery({
    ...getListCustomerSeDirectDebitConsentsQueryOptions(customerId ?? 0),
    enabled: customerId !== null && kind === 'autogiro',
  });
  const units = useQuery({ ...getListBusinessUnitsQueryOptions(), enabled: kind === 'autogiro' });
  if (kind === 'none') return null;
  const company = units.data?.find((u) => u.id === order.businessUnit.id)?.company?.id;
  const usable = consents.data?.filter((c) => !c.statuses.some((s) => s.level === 'ERROR')) ?? [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="checkout-direct-debit-heading">
      <Typography variant="h2" id="checkout-direct-debit-heading" sx={{ fontSize: '1.5rem' }}>
        {t('directDebit.heading')}
      </Typography>
      {kind === 'elsewhere' ? (
        <Typography>{t('directDebit.elsewhere')}</Typography>
      ) : (
        <>
          <Typography>{t('directDebit.intro')}</Typography>
          {customerId === null ? (
            <Alert severity="info">{t('directDebit.signedOut')}</Alert>
          ) : consents.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void consents.refetch()}>
                  {t('directDebit.retry')}
                </Button>
              }
            >
              {t('directDebit.loadFailed', { message: errorText(t, consents.error) })}
            </Alert>
          ) : !consents.data ? (
            <Typography aria-busy="true">{t('directDebit.loading')}</Typography>
          ) : usable.length > 0 ? (
            <Alert severity="success" data-testid="direct-debit-consent">
              {consentText(t, usable[0]!)}
            </Alert>
          ) : (
            <BankAccountForm
              customerId={customerId}
              company={company ?? null}
              onRegistered={() => void consents.refetch()}
            />
          )}
        </>
      )}
    </Stack>
  );
}
