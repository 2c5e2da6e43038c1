import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';
import { useNow } from '@/lib/use-now';
import { memberCardModel } from '../overview/member-card-model';
import { useMember } from '../shell/member-context';
import { LastUpdatedNote } from '../shell/offline-note';
import { EntryTickets } from './entry-tickets';

const QrCode = lazy(() => import('./scannable-codes').then(({ QrCode }) => ({ default: QrCode })));
const Code128 = lazy(() =>
  import('./scannable-codes').then(({ Code128 }) => ({ default: Code128 })),
);

const QR_SIZE = 280;

/**
 * The member card to show at the entrance (issue 23): name, number and membership, the number as
 * a QR code and a Code 128 barcode, large and black on white in either colour scheme, and the
 * valid entry tickets beside it.
 */
export default function MemberCardPage() {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const { customer, customerId, subscriptions } = useMember();
  const card = memberCardModel(customer, customerId, subscriptions);
  const title = t(`card.${card.titleKey}`);
  const headingId = useId();
  const now = useNow();
  usePageTitle(title);
  // The name is the card's heading: no "Name" row repeating it.
  const rows = [
    { label: t('card.number'), value: card.number },
    { label: t('card.type'), value: card.type },
  ];

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      <LastUpdatedNote customerId={customerId} />
      <Box
        component="section"
        aria-labelledby={headingId}
        sx={{
          bgcolor: '#ffffff',
          color: '#000000',
          border: '1px solid #000000',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          maxWidth: 480,
        }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography id={headingId} variant="h2" sx={{ alignSelf: 'stretch' }}>
            {card.name}
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0, alignSelf: 'stretch' }}>
            {rows.map((row) => (
              <Stack key={row.label} direction="row" spacing={1}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {row.label}:
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {row.value}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <Suspense fallback={<Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />}>
            <QrCode
              value={card.number}
              label={t('cardPage.qrLabel', { number: card.number })}
              size={QR_SIZE}
            />
            <Code128
              value={card.number}
              label={t('cardPage.barcodeLabel', { number: card.number })}
            />
          </Suspense>
          <Typography sx={{ fontSize: '1.5rem', fontFamily: 'monospace', letterSpacing: '0.1em' }}>
            {card.number}
          </Typography>
        </Stack>
      </Box>
      <EntryTickets customerId={customerId} now={now} />
      <Link
        component={RouterLink}
        to={memberPagePath('overview', language)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('cardPage.toOverview')}
      </Link>
    </Stack>
  );
}
