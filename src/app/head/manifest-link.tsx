// The web app manifest's link, added once the browser has taken the page over. Chrome checks a
// page's installability as soon as it has loaded: it fetches the manifest and then its icon, on a
// phone's line beside the page's code, which then waits. Added here, both come after the code.
// The cost: a browser without JavaScript gets no manifest, so it cannot install the site. See
// docs/decisions/092-the-manifest-after-the-take-over.md.
import { useHydratedInTransition } from '@/lib/use-hydrated';
import type { Language } from '@/lib/language';
import { manifestPath } from '@/lib/paths';

export function ManifestLink({ language }: { language: Language }) {
  const hydrated = useHydratedInTransition();
  // use-credentials: fetched as the page's own requests are, so it shares their connection
  // (Chrome keeps a separate one for requests without credentials).
  return hydrated ? (
    <link rel="manifest" href={manifestPath(language)} crossOrigin="use-credentials" />
  ) : null;
}
