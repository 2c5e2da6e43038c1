// What server/main.ts takes from the built app besides the app itself. main.ts runs beside the
// bundle (the image holds build/ and the few files main.ts imports), so the bundle hands these over:
// server/app.ts, the bundle's entry, re-exports this file.
export { finalErrorHandler } from './error-handler';
export { nonce, securityHeaders } from './headers';
export { setSiteOrigin } from './origin-check';
export { refuseBadHost, refuseUnknownMethods } from './request-guards';
export { gracefulStop, SHUTDOWN_GRACE_MS } from './shutdown';
export { accessLog } from './access-log';
export { metricsText } from './metrics';
export { sharedRedis } from './shared-redis';
export { openShopData, type ShopData } from './shop-data';
