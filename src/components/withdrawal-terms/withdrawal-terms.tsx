import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { withdrawalTerms, type OrderLineKind } from '@/lib/distance-contract';
import { withdrawalPath } from '@/lib/paths';

const CONSUMER_AGENCY_URL =
  'https://www.konsumentverket.se/konsumentratt-och-reklamation/angerratt-och-angerblankett/';

interface Props {
  /** The kinds of the order's lines (each may repeat). */
  kinds: readonly OrderLineKind[];
  /** The receipt repeats what the checkout said before paying. */
  afterPurchase?: boolean;
  /** After the purchase: its order number, for the link to the withdrawal function. */
  orderNumber?: number;
}

/**
 * The distance-contract information (distansavtalslagen): per kind of line in the order, whether
 * the 14-day right of withdrawal applies, how to use it, and where the law is explained.
 */
export function WithdrawalTerms({ kinds, afterPurchase = false, orderNumber }: Props) {
  const language = useLanguage();
  const { t } = useTranslation('withdrawal');
  const headingId = useId();
  const terms = withdrawalTerms(kinds);
  if (terms.applies.length === 0 && terms.exempt.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} data-testid="withdrawal">
      <Typography id={headingId} component="h2" variant="h3">
        {t('heading')}
      </Typography>
      <Typography>{t(afterPurchase ? 'intro.receipt' : 'intro.checkout')}</Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {terms.applies.map((kind) => (
          <Typography component="li" key={kind} data-kind={kind} data-applies="true">
            {t(`applies.${kind}`)}
          </Typography>
        ))}
        {terms.exempt.map((kind) => (
          <Typography component="li" key={kind} data-kind={kind} data-applies="false">
            {t(`exempt.${kind}`)}
          </Typography>
        ))}
      </Stack>
      {terms.applies.length > 0 ? <Typography>{t('howTo')}</Typography> : null}
      {terms.applies.length > 0 && afterPurchase ? (
        <Typography>
          <Link
            component={RouterLink}
            to={withdrawalPath(language, orderNumber)}
            underline="always"
          >
            {t('link')}
          </Link>
        </Typography>
      ) : null}
      <Typography color="textSecondary">
        {t('law')}{' '}
        <Link
          href={CONSUMER_AGENCY_URL}
          target="_blank"
          rel="noopener noreferrer"
          underline="always"
        >
          {t('moreInfo')}
        </Link>
      </Typography>
    </Stack>
  );
}
