// What the server tells the route modules about a request (server/app.ts sets them). Kept in one
// module so the server and the routes share the same context keys.
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react-router';
import { NO_STORED_CART, type StoredCart } from './cart/stored-cart';
import { DEFAULT_BRAND_NAME } from './env';
import type { PublicSession } from './session';
import type { AnalyticsConsent } from './consent/analytics-consent';
import { NO_SITE_INFO, type SiteInfo } from './site-info/site-info';
import type { WithdrawalService } from './withdrawal/withdrawal-service';

/** Who is signed in, as the session cookie says; null for a visitor. */
export const publicSessionContext = createContext<PublicSession | null>(null);
/** The visitor's cart, as the cookies the browser copies it into say. */
export const storedCartContext = createContext<StoredCart>(NO_STORED_CART);
/** The visitor's answer about analytics, as its cookie says (null: not answered yet). */
export const analyticsConsentContext = createContext<AnalyticsConsent | null>(null);
/** The footer's configured contact details and links (CONTACT_PHONE, …). */
export const siteInfoContext = createContext<SiteInfo>(NO_SITE_INFO);
/** The facility's name (BRAND_NAME). */
export const brandContext = createContext<string>(DEFAULT_BRAND_NAME);
/** The site's public origin (PUBLIC_URL, else the request's), for absolute links in <head>. */
export const publicOriginContext = createContext<string>('');
/** The built text chunks: '<language>/<namespace>' to the chunk's address (server/text-chunks.ts). */
export const textChunksContext = createContext<ReadonlyMap<string, string>>(new Map());
/** The response's CSP nonce, for the document's scripts and styles. */
export const nonceContext = createContext<string>('');
/** The request's own query client on the server, shared by the loaders of one request. */
export const requestQueryClientContext = createContext<QueryClient | null>(null);
/** Ends the request's session: the headers that clear its cookie. */
export const endSessionContext = createContext<() => Promise<Headers>>(async () => new Headers());

/** The page's route pattern, which React Router's instrumentation writes for the access log. */
export interface RouteRecord {
  pattern: string | null;
}
export const routeRecordContext = createContext<RouteRecord | null>(null);

/** The withdrawal function's server side (server/withdrawal-service.ts); null: none here. */
export const withdrawalsContext = createContext<WithdrawalService | null>(null);
