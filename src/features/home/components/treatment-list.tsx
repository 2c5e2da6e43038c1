import SpaIcon from '@mui/icons-material/Spa';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { Link as RouterLink } from 'react-router';
import { useListServiceProducts } from '@generated/booking/endpoints/catalogue/catalogue';
import { stripTags } from '@/components/sanitized-html/strip-tags';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { pathTo } from '@/lib/paths';

/** Bookable treatments (service products), each leading to its time selection. */
export function TreatmentList() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data, isPending, isError, refetch } = useListServiceProducts();
  const treatments = data?.filter((product) => !product.cancelled) ?? [];
  return (
    <Stack component="section" spacing={2} aria-labelledby="treatments" id="treatments-section">
      <Typography id="treatments" variant="h2" tabIndex={-1}>
        {t('treatments.heading')}
      </Typography>
      {isPending ? (
        <Grid
          container
          spacing={2}
          role="status"
          aria-busy="true"
          aria-label={t('treatments.loading')}
        >
          {[0, 1, 2, 3].map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={160} />
            </Grid>
          ))}
        </Grid>
      ) : isError ? (
        <LoadError message={t('treatments.error')} onRetry={() => void refetch()} />
      ) : treatments.length === 0 ? (
        <Typography>{t('treatments.empty')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {treatments.map((product) => (
            <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card
                variant="outlined"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography
                    component="h3"
                    variant="h3"
                    sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                  >
                    <SpaIcon fontSize="small" aria-hidden />
                    {product.name}
                  </Typography>
                  {product.description ? (
                    <Typography
                      color="textSecondary"
                      sx={{
                        mt: 1,
                        display: '-webkit-box',
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {stripTags(product.description)}
                    </Typography>
                  ) : null}
                  <Typography sx={{ mt: 1, fontWeight: 600 }}>
                    {product.time
                      ? `${t('treatments.minutes', { count: Number(product.time) })} · `
                      : ''}
                    {formatPrice(product.price.amount, language)}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={`${pathTo('bookingService', language)}?id=${product.id}`}
                    aria-label={t('treatments.bookNamed', { name: product.name })}
                  >
                    {t('treatments.book')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
