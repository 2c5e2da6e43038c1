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
  const Element = as;
  return (
    <Element aria-labelledby={as === 'nav' ? id : undefined}>
      <p id={id} className="shell-footer-title">
        {title}
      </p>
      {children}
    </Element>
  );
}

/**
 * Every page's footer: the facility's contact details, the booking rules, privacy policy,
 * accessibility statement, cookie settings and the language switch. Not on paper.
 */
export function SiteFooter({ content }: { content: FooterContent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { contact, bookingRules, privacyPolicy } = content;
  return (
    <footer className="shell-footer" data-testid="site-footer" data-print-hide>
      <div className="shell-container shell-footer-columns">
        <Column id="footer-contact" title={t('footer.contact')}>
          <address>
            <ul className="shell-footer-list">
              <li>{env.brandName}</li>
              {contact.phone ? (
                <li>
                  {t('footer.phone')}{' '}
                  <a
                    className="shell-link shell-link-always"
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                  >
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  {t('footer.email')}{' '}
                  <a className="shell-link shell-link-always" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </li>
              ) : null}
            </ul>
          </address>
        </Column>
        <Column id="footer-about" title={t('footer.about')} as="nav">
          <ul className="shell-footer-list">
            {bookingRules ? (
              <li>
                <a className="shell-link" href={bookingRules}>
                  {t('footer.bookingRules')}
                </a>
              </li>
            ) : null}
            {privacyPolicy ? (
              <li>
                <a className="shell-link" href={privacyPolicy}>
                  {t('footer.privacyPolicy')}
                </a>
              </li>
            ) : null}
            <li>
              <RouterLink className="shell-link" to={withdrawalPath(language)}>
                {t('footer.withdraw')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className="shell-link" to={ACCESSIBILITY_PATH[language]}>
                {t('footer.accessibility')}
              </RouterLink>
            </li>
            <li>
              <CookieSettingsButton />
            </li>
          </ul>
        </Column>
        <Column id="footer-language" title={t('footer.language')}>
          <LanguageSwitch className="shell-footer-language" />
        </Column>
      </div>
    </footer>
  );
}
