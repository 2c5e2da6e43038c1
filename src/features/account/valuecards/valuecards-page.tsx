import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useMember } from '../shell/member-context';
import { customerValueCardsQuery, valueCardProductsQuery } from './queries';
import { ValueCardGroup } from './value-card-group';
import { groupValueCards } from './value-cards';

/** Spec §2 "Value cards": active and inactive cards, each group under its heading. */
export default function ValuecardsPage() {
  const { t } = useTranslation('account-valuecards');
  usePageTitle(t('title'));
  const { customerId } = useMember();
  const cards = useQuery(customerValueCardsQuery(customerId));
  const hasCards = (cards.data?.length ?? 0) > 0;
  // Descriptions only; without them the cards still show (spec §7: a failed fetch is ignored).
  const products = useQuery({ ...valueCardProductsQuery(), enabled: hasCards });
  const groups = groupValueCards(cards.data ?? []);

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('title')}</Typography>
      {cards.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : cards.isError ? (
        <LoadError message={t('error')} onRetry={() => void cards.refetch()} />
      ) : !hasCards ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        <>
          {groups.active.length > 0 ? (
            <ValueCardGroup
              heading={t('activeHeading')}
              cards={groups.active}
              products={products.data}
            />
          ) : null}
          {groups.inactive.length > 0 ? (
            <ValueCardGroup
              heading={t('inactiveHeading')}
              cards={groups.inactive}
              products={products.data}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
