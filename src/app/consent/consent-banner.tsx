import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseConsent,
  useConsent,
  useConsentBannerOpen,
  type AnalyticsConsent,
} from '@/lib/consent/analytics-consent';
import { COOKIE_SETTINGS_ID } from './cookie-settings-button';

/**
 * The first visit's question about analytics (IMY: rejecting as easy as accepting): two buttons
 * of one size and style, not a dialog that traps focus. It stays at the bottom of the screen and
 * in the page's flow after the footer (sticky), so it takes its own room at the end of the page
 * and never covers the last of it (the pay button); it steps aside while a dialog is open.
 */
export function ConsentBanner({ moreInfo }: { moreInfo: string | undefined }) {
  const { t } = useTranslation();
  const open = useConsentBannerOpen();
  const consent = useConsent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);

  // Reopened from the footer's cookie settings: the visitor continues in the banner.
  useEffect(() => {
    if (open && !wasOpen.current) headingRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) return null;

  const choose = (choice: AnalyticsConsent) => {
    chooseConsent(choice);
    // The banner goes with the focused button: continue from where the choice can be changed.
    document.getElementById(COOKIE_SETTINGS_ID)?.focus();
  };

  return (
    <Paper
      component="section"
      aria-labelledby="consent-banner-title"
      elevation={8}
      square
      data-testid="consent-banner"
      data-print-hide
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        displayPrint: 'none',
        borderTop: 1,
        borderColor: 'divider',
        // A dialog's own buttons come first (MUI keeps a closed, kept-mounted one hidden).
        'body:has(.MuiDialog-root:not(.MuiModal-hidden)) &': { display: 'none' },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 2,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: { xs: 1.5, md: 3 },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography
            id="consent-banner-title"
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, '&:focus-visible': { outline: 2, outlineOffset: 2 } }}
          >
            {t('consent.title')}
          </Typography>
          <Typography variant="body2">
            {t('consent.text')}
            {consent
              ? ` ${t(consent === 'granted' ? 'consent.nowAccepted' : 'consent.nowRejected')}`
              : null}
            {moreInfo ? (
              <>
                {' '}
                <Link href={moreInfo} underline="always">
                  {t('consent.moreInfo')}
                </Link>
              </>
            ) : null}
          </Typography>
        </Box>
        {/* One grid row of equal columns: the same size and style for both answers. */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: 1,
            minWidth: { md: 320 },
          }}
        >
          <Button
            variant="contained"
            onClick={() => choose('granted')}
            data-testid="consent-accept"
          >
            {t('consent.accept')}
          </Button>
          <Button variant="contained" onClick={() => choose('denied')} data-testid="consent-reject">
            {t('consent.reject')}
          </Button>
        </Box>
      </Container>
    </Paper>
  );
}
