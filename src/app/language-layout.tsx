// One language's tree: /en/… is English, every other address Swedish. The same layout module
// serves both trees (src/routes.ts); the language comes from the address.
import { useLanguage } from '@/components/use-language';
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startFooterData } from './footer/footer-data';
import { RouteErrorPage } from './errors/route-error-page';
import { LanguageRoot } from './language-root';
import { SiteLayout } from './layout/site-layout';
import { PageHydrated } from '@/lib/page-hydrated';

// The footer's texts from the content site start with every page.
export const loader = serverLoader(startFooterData);
export const clientLoader = inBrowser(startFooterData);

export default function LanguageLayout() {
  return (
    <LanguageRoot language={useLanguage()}>
      <SiteLayout />
    </LanguageRoot>
  );
}

export function ErrorBoundary() {
  return (
    <LanguageRoot language={useLanguage()}>
      <RouteErrorPage />
      <PageHydrated />
    </LanguageRoot>
  );
}
