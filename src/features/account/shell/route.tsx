// Spec §2 "Member area": the protected frame of {lang}/mina-sidor/, with the member's own data.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startMemberData } from './member-data-queries';

export const loader = serverLoader(startMemberData);
export const clientLoader = inBrowser(startMemberData);

/** Member pages are the member's own: never kept by a browser cache or a proxy. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export { default } from './member-area-layout';
