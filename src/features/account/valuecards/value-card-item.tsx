import type { ValueCard } from '@generated/booking/model';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList, type Detail } from '@/components/detail-list/detail-list';
import { InfoDialog } from '@/components/info-dialog/info-dialog';
import { stripTags } from '@/components/sanitized-html/strip-tags';
import { useLanguage } from '@/components/use-language';
import { formatDate, formatPrice } from '@/lib/format';
import { cardProduct } from '@/lib/value-card';
import { valueCardBalance } from './value-cards';

interface Props {
  card: ValueCard;
  /** HTML from the value-card product list, when there is one. */
  description: string | undefined;
}

/** One value card (spec §2): name, number, description, read more, valid until, balance. */
export function ValueCardItem({ card, description }: Props) {
  const { t } = useTranslation('account-valuecards');
  const language = useLanguage();
  const [infoOpen, setInfoOpen] = useState(false);
  const headingId = useId();
  const name = cardProduct(card)?.name ?? t('card.number', { number: card.number });
  const balance = valueCardBalance(card);

  const details: Detail[] = [];
  if (card.validUntil) {
    // A calendar day: read it as a Stockholm day, whatever the browser's own time zone.
    details.push({
      label: t('card.validUntil'),
      value: formatDate(card.validUntil),
    });
  }
  details.push({
    label: t('card.balance'),
    value:
      balance.kind === 'units'
        ? t('card.units', { count: balance.units })
        : formatPrice(balance.amount, language),
  });

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Stack spacing={0.5}>
            <Typography id={headingId} component="h3" variant="h3">
              {name}
            </Typography>
            <Typography color="textSecondary">
              {t('card.number', { number: String(card.number) })}
            </Typography>
          </Stack>
          {description ? <Typography>{stripTags(description)}</Typography> : null}
          <DetailList items={details} />
          <Link
            component="button"
            type="button"
            onClick={() => setInfoOpen(true)}
            aria-label={t('card.readMoreAbout', { name })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('card.readMore')}
          </Link>
        </Stack>
      </CardContent>
      <InfoDialog
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        title={t('info.title', { name })}
        html={description}
        emptyText={t('info.none')}
      />
    </Card>
  );
}
