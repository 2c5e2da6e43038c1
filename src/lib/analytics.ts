// The analytics data layer (Google Tag Manager's window.dataLayer): events are pushed, a tag
// manager on the real site picks them up. Without one the array just collects them.

export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one event to window.dataLayer, creating the array when no tag manager has. */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** Spec §4 "Create account": a new account is reported as a sign-up. */
export function trackSignUp(): void {
  pushToDataLayer({ event: 'sign_up' });
}
