import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useMember } from '../shell/member-context';
import {
  CardConsentCard,
  DkDirectDebitCard,
  NoDirectDebitCard,
  SeDirectDebitCard,
} from './consent-cards';
import { ConsentSection } from './consent-section';
import {
  cardConsentsQuery,
  dkDirectDebitsQuery,
  noDirectDebitsQuery,
  seDirectDebitsQuery,
} from './queries';

/** Spec §2 "Payment info": card consents and direct-debit consents. */
export default function PaymentsPage() {
  const { t } = useTranslation('account-payments');
  const { customerId } = useMember();
  usePageTitle(t('title'));
  const cards = useQuery(cardConsentsQuery(customerId));
  const seDebits = useQuery(seDirectDebitsQuery(customerId));
  const noDebits = useQuery(noDirectDebitsQuery(customerId));
  const dkDebits = useQuery(dkDirectDebitsQuery(customerId));

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="textSecondary">{t('intro')}</Typography>
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
