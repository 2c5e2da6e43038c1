// Spec §2 "Member area": the protected frame of {lang}/mina-sidor/, with the member's own data.
import type { PageBoundaryHandle } from '@/lib/page-hydrated';
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startMemberData } from './member-data-queries';

// A visitor without a session is sent to log in by the server, before anything renders.
export const loader = serverLoader(startMemberData, { membersOnly: true });
export const clientLoader = inBrowser(startMemberData);

// Its layout marks its pages hydrated from inside its own Suspense boundary (page-hydrated.tsx).
export const handle: PageBoundaryHandle = { pageBoundary: true };

export { default } from './member-area-layout';
