import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { errorText } from '@/lib/errors/error-message';
import { FacilityPicker } from '../components/facility-picker';
import { useShopSite } from '../components/use-shop-site';
import { canBeBought, soldAt } from '../logic/availability';
import { isGiftPath } from '../logic/shop-search';
import { valueCardsQuery } from '../queries';
import { CardSummary } from './card-summary';

/**
 * The value cards a facility sells (vardekort/), or the same cards to give away (presentkort/):
 * each with its price and a way to its own page.
 */
export default function ValueCardListPage() {
  const { t } = useTranslation('valuecards-shop');
  const gift = isGiftPath(useLocation().pathname);
  const texts = gift ? 'gifts' : 'list';
  usePageTitle(t(`${texts}.title`));
  const shop = useShopSite();
  const cards = useQuery({ ...valueCardsQuery(shop.site ?? 0), enabled: shop.site !== null });
  const shown =
    shop.site === null
      ? []
      : (cards.data ?? []).filter((card) => soldAt(card, shop.site!) && canBeBought(card));
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h1">{t(`${texts}.heading`)}</Typography>
        <Typography color="textSecondary">{t(`${texts}.intro`)}</Typography>
      </Stack>
      {shop.facilities.isError ? (
        <LoadError
          message={`${t('facility.error')} ${errorText(t, shop.facilities.error)}`}
          onRetry={() => void shop.facilities.refetch()}
        />
      ) : (
        <FacilityPicker shop={shop} />
      )}
      {cards.isError ? (
        <LoadError
          message={`${t('list.error')} ${errorText(t, cards.error)}`}
          onRetry={() => void cards.refetch()}
        />
      ) : shop.facilities.isError ? null : (
          shop.site === null ? shop.facilities.isPending : cards.isPending
        ) ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('list.loading')}</Typography>
        </Stack>
      ) : shown.length === 0 ? (
        <Typography data-testid="value-cards-empty">
          {t('list.empty', { name: shop.name(shop.site) })}
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((product) => (
            <CardSummary key={product.id} product={product} site={shop.site!} gift={gift} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
