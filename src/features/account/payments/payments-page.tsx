import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  useListCustomerCardConsents,
  useListCustomerDkDirectDebitConsents,
  useListCustomerNoDirectDebitConsents,
  useListCustomerSeDirectDebitConsents,
} from '@generated/booking/endpoints/customers/customers';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useMember } from '../shell/member-context';
import {
  CardConsentCard,
  DkDirectDebitCard,
  NoDirectDebitCard,
  SeDirectDebitCard,
} from './consent-cards';
import { ConsentSection } from './consent-section';

// Consents rarely change: no need to ask again each time the window regains focus.
const quiet = { query: { refetchOnWindowFocus: false } } as const;

/** Spec §2 "Payment info": card consents and direct-debit consents. */
export default function PaymentsPage() {
  const { t } = useTranslation('account-payments');
  const { customerId } = useMember();
  usePageTitle(t('title'));
  const cards = useListCustomerCardConsents(customerId, quiet);
  const seDebits = useListCustomerSeDirectDebitConsents(customerId, quiet);
  const noDebits = useListCustomerNoDirectDebitConsents(customerId, quiet);
  const dkDebits = useListCustomerDkDirectDebitConsents(customerId, quiet);

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Stack>
      <ConsentSection
        id="card-consents"
        heading={t('cards.heading')}
        query={cards}
        emptyText={t('cards.empty')}
        unavailableText={t('cards.unavailable')}
        renderItem={(consent) => <CardConsentCard consent={consent} />}
      />
      <ConsentSection
        id="se-direct-debits"
        heading={t('directDebit.heading')}
        query={seDebits}
        emptyText={t('directDebit.empty')}
        unavailableText={t('directDebit.unavailable')}
        renderItem={(consent) => <SeDirectDebitCard consent={consent} />}
      />
      {/* Norwegian and Danish consents are rare at a Swedish facility: shown only when there are some. */}
      {noDebits.data && noDebits.data.length > 0 ? (
        <ConsentSection
          id="no-direct-debits"
          heading={t('noDirectDebit.heading')}
          query={noDebits}
          emptyText=""
          unavailableText=""
          renderItem={(consent) => <NoDirectDebitCard consent={consent} />}
        />
      ) : null}
      {dkDebits.data && dkDebits.data.length > 0 ? (
        <ConsentSection
          id="dk-direct-debits"
          heading={t('dkDirectDebit.heading')}
          query={dkDebits}
          emptyText=""
          unavailableText=""
          renderItem={(consent) => <DkDirectDebitCard consent={consent} />}
        />
      ) : null}
    </Stack>
  );
}
