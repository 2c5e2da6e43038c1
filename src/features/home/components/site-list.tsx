import PlaceIcon from '@mui/icons-material/Place';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { formatPostalCode } from '@/lib/format';
import { useListBusinessUnits } from '@generated/booking/endpoints/catalogue/catalogue';

/** The facility's sites (business units), from the booking API. */
export function SiteList() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch } = useListBusinessUnits();
  return (
    <Stack component="section" spacing={2} aria-labelledby="sites-heading">
      <Typography id="sites-heading" variant="h2">
        {t('sites.heading')}
      </Typography>
      {isPending ? (
        <Grid container spacing={2} role="status" aria-busy="true" aria-label={t('sites.loading')}>
          {[0, 1, 2].map((key) => (
            <Grid key={key} size={{ xs: 12, md: 4 }}>
              <Skeleton variant="rounded" height={96} />
            </Grid>
          ))}
        </Grid>
      ) : isError ? (
        <LoadError message={t('sites.error')} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Typography>{t('sites.empty')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((site) => (
            <Grid key={site.id} size={{ xs: 12, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="h3">
                    {site.name}
                  </Typography>
                  {site.address ? (
                    <Typography color="textSecondary" sx={{ display: 'flex', gap: 0.5, mt: 1 }}>
                      <PlaceIcon fontSize="small" aria-hidden />
                      {[
                        site.address.street,
                        [formatPostalCode(site.address.postalCode), site.address.city]
                          .filter(Boolean)
                          .join(' '),
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </Typography>
                  ) : null}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
