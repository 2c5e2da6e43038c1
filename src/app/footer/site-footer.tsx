import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { withdrawalPath } from '@/lib/paths';
import { useLanguage } from '@/components/use-language';
import { env } from '@/lib/env';
import { CookieSettingsButton } from '../consent/cookie-settings-button';
import { LanguageSwitch } from '../layout/language-switch';
import type { FooterContent } from './footer-data';

/** The accessibility statement's address (its page may come later; the address is fixed). */
const ACCESSIBILITY_PATH = { sv: '/tillganglighet/', en: '/en/accessibility/' } as const;

/** A column under a bold title that names it (not a heading: the page's outline is the page's). */
function Column({
  id,
  title,
  as = 'div',
  children,
}: {
  id: string;
  title: string;
  as?: 'div' | 'nav';
  children: ReactNode;
}) {
  return (
    <Box component={as} aria-labelledby={as === 'nav' ? id : undefined}>
      <Typography id={id} sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 } as const;

/**
 * Every page's footer: the facility's contact details, the booking rules, privacy policy,
 * accessibility statement, cookie settings and the language switch. Not on paper.
 */
export function SiteFooter({ content }: { content: FooterContent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { contact, bookingRules, privacyPolicy } = content;
  return (
    <Box
      component="footer"
      data-testid="site-footer"
      data-print-hide
      sx={{
        displayPrint: 'none',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 3,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          // Long addresses break instead of widening a 360 px screen.
          overflowWrap: 'anywhere',
        }}
      >
        <Column id="footer-contact" title={t('footer.contact')}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Box component="ul" sx={listSx}>
              <li>{env.brandName}</li>
              {contact.phone ? (
                <li>
                  {t('footer.phone')}{' '}
                  <Link underline="always" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                    {contact.phone}
                  </Link>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  {t('footer.email')}{' '}
                  <Link underline="always" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </Link>
                </li>
              ) : null}
            </Box>
          </Box>
        </Column>
        <Column id="footer-about" title={t('footer.about')} as="nav">
          <Box component="ul" sx={listSx}>
            {bookingRules ? (
              <li>
                <Link href={bookingRules}>{t('footer.bookingRules')}</Link>
              </li>
            ) : null}
            {privacyPolicy ? (
              <li>
                <Link href={privacyPolicy}>{t('footer.privacyPolicy')}</Link>
              </li>
            ) : null}
            <li>
              <Link component={RouterLink} to={withdrawalPath(language)}>
                {t('footer.withdraw')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to={ACCESSIBILITY_PATH[language]}>
                {t('footer.accessibility')}
              </Link>
            </li>
            <li>
              <CookieSettingsButton />
            </li>
          </Box>
        </Column>
        <Column id="footer-language" title={t('footer.language')}>
          <LanguageSwitch sx={{ color: 'primary.main', px: 0, minWidth: 0 }} />
        </Column>
      </Container>
    </Box>
  );
}
