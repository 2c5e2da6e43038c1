import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { switchLanguagePath } from '@/lib/paths';

/** The same page in the other language: in the header and in the footer. */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const otherLanguage = language === 'sv' ? 'en' : 'sv';
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to={switchLanguagePath(`${location.pathname}${location.search}`, otherLanguage)}
      // What a page keeps in its history entry (the reset link's token) goes along: the switch
      // makes the page anew (src/root.tsx).
      state={location.state}
      // Its name is its text ('In English', in that language): a spoken command for what is
      // on screen works (WCAG 2.5.3), and a screen reader reads it in English.
      lang={otherLanguage}
      sx={sx}
    >
      {t('language.switchTo')}
    </Button>
  );
}
