// One language's tree: /en/… is English, every other address Swedish. The same layout module
// serves both trees (src/routes.ts); the language comes from the address.
import { useLanguage } from '@/components/use-language';
import { RouteErrorPage } from './errors/route-error-page';
import { LanguageRoot } from './language-root';
import { SiteLayout } from './layout/site-layout';

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
    </LanguageRoot>
  );
}
