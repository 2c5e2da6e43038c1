import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import type { Language } from '@/lib/language';
import { memberPagePath } from '@/lib/paths';
import { useListCustomerValueCards } from '@generated/booking/endpoints/customers/customers';
import type { ValueCard } from '@generated/booking/model';
import { OverviewSection } from './overview-section';
import { sectionState, validValueCards, valueCardBalance } from './overview-logic';
import { cardProduct } from '@/lib/value-card';

function balanceText(t: TFunction, card: ValueCard, language: Language): string {
  const balance = valueCardBalance(card);
  if (balance.kind === 'units') return t('valuecards.units', { count: balance.units });
  if (balance.kind === 'amount') return formatPrice(balance.minorUnits, language);
  return '-';
}

/** The customer's valid value cards with what is left on them. */
export function ValueCardsSummary({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const query = useListCustomerValueCards(customerId);
  const valid = validValueCards(query.data ?? []);
  return (
    <OverviewSection
      title={t('valuecards.heading')}
      state={sectionState([query], () => valid.length === 0)}
      loadingLabel={t('valuecards.loading')}
      errorText={t('valuecards.error')}
      emptyText={t('valuecards.empty')}
      onRetry={() => void query.refetch()}
      link={{ to: memberPagePath('valuecards', language), label: t('valuecards.link') }}
    >
      <List disablePadding>
        {valid.map((card) => (
          <ListItem key={card.id} disableGutters divider>
            <ListItemText
              primary={cardProduct(card)?.name ?? String(card.number)}
              secondary={
                card.validUntil ? t('valuecards.validUntil', { date: card.validUntil }) : undefined
              }
            />
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', ml: 2 }}>
              {balanceText(t, card, language)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </OverviewSection>
  );
}
