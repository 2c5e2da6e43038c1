import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type {
  CardConsent,
  DirectDebitConsent,
  DirectDebitConsentDk,
  DirectDebitConsentNo,
} from '@generated/booking/model';
import { DetailList, type Detail } from '@/components/detail-list/detail-list';
import { formatDate } from '@/lib/format';
import { dayjs } from '@/lib/dayjs';
import { cardLastDigits, formatConsentStatus, formatSignedContract } from './consent-format';

function ConsentCard({ title, rows }: { title: string; rows: Detail[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <DetailList items={rows} />
      </CardContent>
    </Card>
  );
}

const present = (rows: (Detail | false | undefined)[]): Detail[] =>
  rows.filter((row): row is Detail => Boolean(row));

/** A recurring card payment consent: card type, masked number, expiry and where it is used. */
export function CardConsentCard({ consent }: { consent: CardConsent }) {
  const { t } = useTranslation('account-payments');
  const digits = cardLastDigits(consent.cardNumber);
  const type = consent.issuingNetwork ?? t('cards.card');
  return (
    <ConsentCard
      title={digits ? `${type} ${t('cards.cardEnding', { digits })}` : type}
      rows={present([
        !!consent.cardNumber && { label: t('cards.cardNumber'), value: consent.cardNumber },
        !!consent.expirationDay && {
          label: t('cards.expires'),
          // A calendar day, not an instant: formatted as it is, without time-zone conversion.
          value: dayjs(consent.expirationDay).format('MM/YYYY'),
        },
        !!consent.businessUnit && { label: t('cards.facility'), value: consent.businessUnit.name },
        !!consent.company && { label: t('cards.company'), value: consent.company.name },
      ])}
    />
  );
}

/** A Swedish Autogiro consent (spec §3 "Direct debit consent"). */
export function SeDirectDebitCard({ consent }: { consent: DirectDebitConsent }) {
  const { t } = useTranslation('account-payments');
  const account = consent.bankAccount;
  return (
    <ConsentCard
      // The bank's name is the card's heading; without one, the heading says what it is.
      title={account.bankName ?? t('directDebit.consent')}
      rows={[
        { label: t('directDebit.clearingNumber'), value: account.clearingNumber },
        { label: t('directDebit.accountNumber'), value: account.accountNumber },
        { label: t('directDebit.created'), value: formatDate(consent.created) },
        {
          label: t('directDebit.status'),
          value: formatConsentStatus(consent.statuses[0]?.code, t),
        },
        {
          label: t('directDebit.signedContract'),
          value: formatSignedContract(consent.customerHasSignedContract, t),
        },
      ]}
    />
  );
}

/** A Norwegian AvtaleGiro consent: shown only for the rare customer who has one. */
export function NoDirectDebitCard({ consent }: { consent: DirectDebitConsentNo }) {
  const { t } = useTranslation('account-payments');
  return (
    <ConsentCard
      title={consent.company?.name ?? t('noDirectDebit.heading')}
      rows={present([
        !!consent.accountNumber && {
          label: t('noDirectDebit.accountNumber'),
          value: consent.accountNumber,
        },
        !!consent.kid && { label: t('noDirectDebit.kid'), value: consent.kid },
        !!consent.contractSent && {
          label: t('noDirectDebit.contractSent'),
          value: consent.contractSent, // already a yyyy-MM-dd day
        },
        { label: t('noDirectDebit.status'), value: formatConsentStatus(consent.status?.code, t) },
      ])}
    />
  );
}

/** A Danish Betalingsservice consent: the API gives little more than its id and company. */
export function DkDirectDebitCard({ consent }: { consent: DirectDebitConsentDk }) {
  const { t } = useTranslation('account-payments');
  return (
    <ConsentCard
      title={t('dkDirectDebit.consent', { id: consent.id })}
      rows={present([
        !!consent.company && { label: t('dkDirectDebit.company'), value: consent.company.name },
      ])}
    />
  );
}
