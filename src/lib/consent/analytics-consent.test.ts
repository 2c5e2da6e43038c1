// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  analyticsAllowed,
  chooseConsent,
  CONSENT_COOKIE,
  consentFromCookies,
  InitialConsentContext,
  reopenConsent,
  storedConsent,
  useConsentBannerOpen,
  type AnalyticsConsent,
} from './analytics-consent';

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the consent cookie as the server reads it', () => {
  it('reads an answer among other cookies', () => {
    expect(consentFromCookies(`ORDER_ID=5; ${CONSENT_COOKIE}=granted; x=1`)).toBe('granted');
    expect(consentFromCookies(`${CONSENT_COOKIE}=denied`)).toBe('denied');
  });

  it('takes no cookie, or one with another value, as no answer', () => {
    expect(consentFromCookies(undefined)).toBeNull();
    expect(consentFromCookies('ORDER_ID=5')).toBeNull();
    expect(consentFromCookies(`${CONSENT_COOKIE}=yes`)).toBeNull();
    expect(consentFromCookies(`x${CONSENT_COOKIE}=granted`)).toBeNull();
  });
});

describe('the gate', () => {
  it('is closed until the visitor accepts, and closed again after a rejection', () => {
    expect(analyticsAllowed()).toBe(false);
    chooseConsent('granted');
    expect(storedConsent()).toBe('granted');
    expect(analyticsAllowed()).toBe(true);
    chooseConsent('denied');
    expect(analyticsAllowed()).toBe(false);
  });
});

function renderBannerOpen(initial: AnalyticsConsent | null) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(InitialConsentContext.Provider, { value: initial }, children);
  return renderHook(() => useConsentBannerOpen(), { wrapper });
}

describe('the banner', () => {
  it('shows until the visitor answers', () => {
    const { result } = renderBannerOpen(null);
    expect(result.current).toBe(true);
    act(() => chooseConsent('denied'));
    expect(result.current).toBe(false);
  });

  it('stays closed for a visitor who has answered, until the cookie settings reopen it', () => {
    chooseConsent('granted');
    const { result } = renderBannerOpen('granted');
    expect(result.current).toBe(false);
    act(() => reopenConsent());
    expect(result.current).toBe(true);
    act(() => chooseConsent('granted'));
    expect(result.current).toBe(false);
  });
});
