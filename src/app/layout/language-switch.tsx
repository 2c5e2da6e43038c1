import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { switchLanguagePath } from '@/lib/paths';

/**
 * The same page in the other language: in the header and in the footer, each with its own look
 * (`className`, shell-styles.ts).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const otherLanguage = language === 'sv' ? 'en' : 'sv';
  return (
    <RouterLink
      className={`shell-button ${className}`}
      to={switchLanguagePath(`${location.pathname}${location.search}`, otherLanguage)}
      // What a page keeps in its history entry (the reset link's token) goes along: the switch
      // makes the page anew (src/root.tsx).
      state={location.state}
      // Its name is its text ('In English', in that language): a spoken command for what is
      // on screen works (WCAG 2.5.3), and a screen reader reads it in English.
      lang={otherLanguage}
    >
      {t('language.switchTo')}
    </RouterLink>
  );
}
