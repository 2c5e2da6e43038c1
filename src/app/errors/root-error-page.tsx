// The last fallback, when even the language layout failed to render: a plain page with a way
// back, in the page's language, without the app's providers (they may be what failed).
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { reportError } from '@/lib/errors/report-error';
import { languageFromPath } from '@/lib/language';
import { PageHydrated } from '@/lib/page-hydrated';

const TEXTS = {
  sv: {
    heading: 'Något gick fel',
    text: 'Sidan kunde inte visas. Försök igen om en stund.',
    home: 'Till startsidan',
  },
  en: {
    heading: 'Something went wrong',
    text: 'The page could not be shown. Please try again shortly.',
    home: 'To the start page',
  },
} as const;

export function RootErrorPage() {
  const error = useRouteError();
  const language = languageFromPath(useLocation().pathname);
  const texts = TEXTS[language];
  const status = isRouteErrorResponse(error) ? error.status : null;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError({ source: 'render', error });
  }, [error]);
  return (
    <main id="main" role="alert">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      {status ? <p>{status}</p> : null}
      <a href={language === 'en' ? '/en/' : '/'}>{texts.home}</a>
      <PageHydrated />
    </main>
  );
}
