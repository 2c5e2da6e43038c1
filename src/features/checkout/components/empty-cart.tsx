import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { pathTo } from '@/lib/paths';

/**
 * An empty cart (nothing stored, or its last line removed): says so, with the ways to fill it
 * again, instead of sending the customer to the start page without a word.
 */
export function EmptyCart() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="empty-cart">
      <Typography>{t('emptyCart.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={pathTo('booking', language)} variant="contained">
          {t('emptyCart.classes')}
        </Button>
        <Button
          component={RouterLink}
          to={`${pathTo('home', language)}#treatments`}
          variant="outlined"
        >
          {t('emptyCart.treatments')}
        </Button>
      </Stack>
    </Stack>
  );
}
