import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useListPages } from '@generated/content/endpoints/pages/pages';
import { findPageByTitle } from '@/components/content-page/find-page';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { useLanguage } from '@/components/use-language';
import { env } from '@/lib/env';
import { useFooterContent } from '../footer/footer-data';
import { statementPageParams, statementTitle } from './route-data';

/** When the statement's own text (known problems, tests) was last reviewed. */
export const STATEMENT_UPDATED = '2026-11-26';

const KNOWN_PROBLEMS = ['content', 'payment', 'certificate', 'print'] as const;

/**
 * Issue 24: the accessibility statement, structured as DIGG's template asks. A content-site page
 * with the same title replaces our text (a facility's own statement); while that answer is missing
 * or failed, ours shows.
 */
export default function AccessibilityPage() {
  const { t } = useTranslation('accessibility');
  const language = useLanguage();
  const title = statementTitle(language);
  usePageTitle(title);
  const pages = useListPages(statementPageParams(language));
  const facilityPage = pages.data ? findPageByTitle(pages.data, title) : undefined;

  return (
    <Stack spacing={2} component="article" aria-labelledby="statement-title" sx={{ maxWidth: 760 }}>
      <Typography id="statement-title" variant="h1">
        {title}
      </Typography>
      {facilityPage ? (
        <SanitizedHtml
          html={facilityPage.content.rendered}
          className="content-page-body"
          aria-label={t('facilityStatement')}
        />
      ) : (
        <OurStatement />
      )}
    </Stack>
  );
}

function Section({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <Stack component="section" spacing={1} aria-labelledby={id}>
      <Typography id={id} variant="h2">
        {heading}
      </Typography>
      {children}
    </Stack>
  );
}

function OurStatement() {
  const { t } = useTranslation('accessibility');
  const language = useLanguage();
  // The same contact as the footer's: the content site's, else the configured one.
  const { contact } = useFooterContent();
  const updated = new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(`${STATEMENT_UPDATED}T12:00:00Z`));

  return (
    <>
      <Typography>{t('intro', { brand: env.brandName })}</Typography>
      <Section id="statement-how" heading={t('howAccessible.heading')}>
        <Typography>{t('howAccessible.text')}</Typography>
      </Section>
      <Section id="statement-problems" heading={t('knownProblems.heading')}>
        <Typography>{t('knownProblems.intro')}</Typography>
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, my: 0 }}>
          {KNOWN_PROBLEMS.map((problem) => (
            <li key={problem}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t(`knownProblems.items.${problem}.situation`)}
              </Typography>
              {'. '}
              {t(`knownProblems.items.${problem}.problem`)}
            </li>
          ))}
        </Stack>
      </Section>
      <Section id="statement-alternative" heading={t('alternative.heading')}>
        <Typography>{t('alternative.text')}</Typography>
      </Section>
      <Section id="statement-report" heading={t('report.heading')}>
        <Typography>{t('report.text')}</Typography>
        {contact.phone || contact.email ? (
          <Typography component="div">
            {contact.phone ? (
              <div>
                {t('report.phone', { phone: '' })}
                <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
              </div>
            ) : null}
            {contact.email ? (
              <div>
                {t('report.email', { email: '' })}
                <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
              </div>
            ) : null}
          </Typography>
        ) : (
          <Typography>{t('report.noContact')}</Typography>
        )}
      </Section>
      <Section id="statement-supervision" heading={t('supervision.heading')}>
        <Typography>{t('supervision.ecommerce')}</Typography>
        <Typography>{t('supervision.public')}</Typography>
      </Section>
      <Section id="statement-testing" heading={t('testing.heading')}>
        <Typography>{t('testing.text')}</Typography>
        <Typography>{t('testing.updated', { date: updated })}</Typography>
      </Section>
    </>
  );
}
