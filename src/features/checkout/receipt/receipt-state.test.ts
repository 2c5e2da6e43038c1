import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { receiptOnly, receiptState, statusDetails } from './receipt-state';

const ok = { isPending: false, isError: false, error: null };
const pending = { isPending: true, isError: false, error: null };
const failed = (status: number, errorCode?: string, message = `Request failed`) => ({
  isPending: false,
  isError: true,
  error: new ApiError({ status, errorCode, message }),
});

describe('receiptState (spec §2 "Receipt screen", §8)', () => {
  it('loads until every call that applies has answered, then is ready', () => {
    expect(receiptState([pending, ok])).toBe('loading');
    expect(receiptState([ok, ok])).toBe('ready');
    expect(receiptState([ok])).toBe('ready');
  });

  it('asks to log in when the order and the receipt both answer 401', () => {
    expect(receiptState([failed(401), failed(401)])).toBe('login');
    expect(receiptState([failed(401)])).toBe('login');
  });

  it('asks to log in when only the receipt is refused (the visitor still needs to log in)', () => {
    expect(receiptState([ok, failed(401)])).toBe('login');
    expect(receiptState([failed(401), pending])).toBe('loading');
  });

  it('shows the error for any other failure, even beside a 401', () => {
    expect(receiptState([failed(500), ok])).toBe('error');
    expect(receiptState([failed(401), failed(404)])).toBe('error');
  });

  it('waits for every call before it says one failed, so its retry covers them all', () => {
    expect(receiptState([failed(403), pending])).toBe('loading');
    expect(receiptState([failed(500), pending])).toBe('loading');
    expect(receiptState([failed(500), failed(500)])).toBe('error');
  });
});

describe('statusDetails', () => {
  it("writes the status and the API's error code", () => {
    expect(
      statusDetails(new ApiError({ status: 500, errorCode: 'INTERNAL_SERVER_ERROR', message: '' })),
    ).toBe('500 · INTERNAL_SERVER_ERROR');
    expect(
      statusDetails(new ApiError({ status: 404, message: 'Request failed with status 404' })),
    ).toBe('404');
  });

  it("never writes the server's exception text or stack frame", () => {
    const details = statusDetails(
      new ApiError({
        status: 500,
        errorCode: 'INTERNAL_SERVER_ERROR',
        message:
          'java.lang.IllegalStateException: customer 4711 has no card (CustomerResource.java:88)',
      }),
    );
    expect(details).toBe('500 · INTERNAL_SERVER_ERROR');
  });

  it('leaves out an error code that is no code', () => {
    expect(
      statusDetails(
        new ApiError({ status: 502, errorCode: '<html>Bad gateway</html>', message: '' }),
      ),
    ).toBe('502');
  });
});

describe('receiptOnly', () => {
  const loaded = { isPending: false, isError: false, isSuccess: true, error: null };
  const down = (status: number) => ({
    isPending: false,
    isError: true,
    error: new ApiError({ status, message: '' }),
  });

  it('shows the receipt alone when the order failed and the receipt loaded', () => {
    expect(receiptOnly('error', down(500), loaded)).toBe(true);
    expect(receiptOnly('error', down(0), loaded)).toBe(true);
  });

  it('does not when the order wants a login, no receipt is named, or the receipt failed too', () => {
    expect(receiptOnly('error', down(401), loaded)).toBe(false);
    expect(receiptOnly('error', down(500), null)).toBe(false);
    expect(receiptOnly('error', down(500), { ...down(500), isSuccess: false })).toBe(false);
    expect(receiptOnly('ready', loaded, loaded)).toBe(false);
  });
});
