import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiStatus } from './api-status';
import { createAxiosInstance, sendRequest, type HttpRequestConfig } from './create-api-client';
import { setServerTransport, type ApiName, type ServerTransport } from './server-transport';
import { setUnauthorizedHandler } from './unauthorized';

// The network edge: an axios adapter that answers like a server would.
function answer(status: number, data: unknown): AxiosAdapter {
  return (config: InternalAxiosRequestConfig) => {
    const response = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) {
      return Promise.reject(new AxiosError('fail', String(status), config, {}, response));
    }
    return Promise.resolve(response);
  };
}

function client(adapter: AxiosAdapter, reportsUnauthorized = true, api: ApiName = 'booking') {
  const instance = createAxiosInstance({ api, baseURL: '/api', reportsUnauthorized });
  instance.defaults.adapter = adapter;
  return {
    instance,
    call: (config: HttpRequestConfig) => sendRequest(api, instance, config),
  };
}

afterEach(() => {
  apiStatus.reset();
  setServerTransport(null);
});

describe('the HTTP layer', () => {
  it('adds no Authorization of its own: the gateway adds the bearer from the session cookie', async () => {
    const seen: unknown[] = [];
    const adapter: AxiosAdapter = (config) => {
      seen.push(config.headers.get('Authorization'));
      return answer(200, {})(config);
    };
    await client(adapter).call({ url: '/customers/4711', method: 'GET' });
    await client(adapter).call({ url: 'https://evil.example/collect', method: 'GET' });
    expect(seen).toEqual([undefined, undefined]);
  });

  it('resolves with the body and uses the base URL', async () => {
    let url = '';
    const adapter: AxiosAdapter = (config) => {
      url = `${config.baseURL}${config.url}`;
      return answer(200, [{ id: 1 }])(config);
    };
    await expect(client(adapter).call({ url: '/businessunits', method: 'GET' })).resolves.toEqual([
      { id: 1 },
    ]);
    expect(url).toBe('/api/businessunits');
  });

  it('normalises a BRP error body into one typed error with code, field errors and extra fields', async () => {
    const body = {
      errorCode: 'TOO_LATE_TO_CANCEL',
      minutesBefore: 120,
      fieldErrors: [{ field: 'email', errorCode: 'EMAIL_INVALID' }, { nonsense: true }],
    };
    const error = await client(answer(403, body))
      .call({ url: '/x', method: 'DELETE' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      errorCode: 'TOO_LATE_TO_CANCEL',
      fieldErrors: [{ field: 'email', errorCode: 'EMAIL_INVALID' }],
      extra: { minutesBefore: 120 },
      message: 'Request failed with status 403',
    });
  });

  it('keeps the server message and reads WordPress errors ({code, message})', async () => {
    const error = await client(
      answer(404, { code: 'rest_post_invalid_id', message: 'Ogiltigt ID' }),
    )
      .call({ url: '/x', method: 'GET' })
      .catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({
      status: 404,
      errorCode: 'rest_post_invalid_id',
      message: 'Ogiltigt ID',
    });
  });

  it('turns a failure without an answer into a network error with status 0', async () => {
    const adapter: AxiosAdapter = (config) =>
      Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    const error = (await client(adapter)
      .call({ url: '/x', method: 'GET' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Network Error');
  });

  it('sets the global "API unavailable" flag on any status of 400 or above, not on success', async () => {
    await client(answer(200, {})).call({ url: '/x', method: 'GET' });
    expect(apiStatus.isUnavailable()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = apiStatus.subscribe(listener);
    await client(answer(400, { errorCode: 'INVALID_INPUT' }))
      .call({ url: '/x', method: 'GET' })
      .catch(() => {});
    expect(apiStatus.get()).toEqual({ unavailable: true, serverTrouble: false });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('flags server trouble on 5xx or no answer until a call succeeds again', async () => {
    await client(answer(503, {}))
      .call({ url: '/x', method: 'GET' })
      .catch(() => {});
    expect(apiStatus.get()).toEqual({ unavailable: true, serverTrouble: true });
    await client(answer(200, {})).call({ url: '/x', method: 'GET' });
    expect(apiStatus.get()).toEqual({ unavailable: true, serverTrouble: false });
  });

  it("never takes the content site's trouble for the booking system's", async () => {
    await client(answer(503, {}), false, 'content')
      .call({ url: '/x', method: 'GET' })
      .catch(() => {});
    expect(apiStatus.get()).toEqual({ unavailable: true, serverTrouble: false });
    await client(answer(500, {}))
      .call({ url: '/x', method: 'GET' })
      .catch(() => {});
    // The content site answering does not clear the booking system's trouble.
    await client(answer(200, {}), false, 'content').call({ url: '/x', method: 'GET' });
    expect(apiStatus.get()).toEqual({ unavailable: true, serverTrouble: true });
  });

  it('reports a 401 to the registered handler, only for APIs that own the session', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    await client(answer(401, { errorCode: 'TOKEN_IS_NO_LONGER_VALID' }))
      .call({ url: '/x', method: 'GET' })
      .catch(() => {});
    await client(answer(401, {}), false)
      .call({ url: '/x', method: 'GET' })
      .catch(() => {});
    await client(answer(403, {}))
      .call({ url: '/x', method: 'GET' })
      .catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toMatchObject({
      status: 401,
      errorCode: 'TOKEN_IS_NO_LONGER_VALID',
    });
    unregister();
  });

  it('passes an abort signal through and leaves it out when undefined', async () => {
    const signals: unknown[] = [];
    const adapter: AxiosAdapter = (config) => {
      signals.push(config.signal);
      return answer(200, {})(config);
    };
    const controller = new AbortController();
    const { call } = client(adapter);
    await call({ url: '/x', method: 'GET', signal: controller.signal });
    await call({ url: '/x', method: 'GET', signal: undefined });
    expect(signals).toEqual([controller.signal, undefined]);
  });
});

describe('requests for binary bodies and extra headers', () => {
  it('reads the JSON error body of a blob request, so the error keeps its code', async () => {
    const blob = new Blob([JSON.stringify({ errorCode: 'NOT_FOUND' })], {
      type: 'application/json',
    });
    const error = (await client(answer(404, blob))
      .call({ url: '/img', method: 'GET', responseType: 'blob' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
  });

  it('merges caller headers with the generated ones instead of replacing them', async () => {
    let seen: Record<string, unknown> = {};
    const adapter: AxiosAdapter = (config) => {
      seen = config.headers.toJSON();
      return answer(200, {})(config);
    };
    const { instance } = client(adapter);
    await sendRequest(
      'booking',
      instance,
      { url: '/x', method: 'POST', headers: { 'Content-Type': 'application/json' } },
      {
        headers: { Prefer: 'example=empty' },
      },
    );
    expect(seen).toMatchObject({ 'Content-Type': 'application/json', Prefer: 'example=empty' });
  });
});

describe('authorization', () => {
  it('keeps an Authorization header the caller set (the reset token)', async () => {
    let seen: unknown;
    const adapter: AxiosAdapter = (config) => {
      seen = config.headers.get('Authorization');
      return answer(200, {})(config);
    };
    const { instance } = client(adapter);
    await sendRequest(
      'booking',
      instance,
      { url: '/x', method: 'PUT' },
      { headers: { Authorization: 'Bearer reset' } },
    );
    expect(seen).toBe('Bearer reset');
  });
});

describe('on the server', () => {
  function transport(result: () => Promise<unknown>) {
    const calls: Parameters<ServerTransport>[] = [];
    setServerTransport((api, config) => {
      calls.push([api, config]);
      return result();
    });
    return calls;
  }

  const unused: AxiosAdapter = () => Promise.reject(new Error('the browser instance was used'));

  it("sends the generated call through the server's transport, with the API's name", async () => {
    const calls = transport(async () => [{ id: 1 }]);
    const { instance } = client(unused);
    const controller = new AbortController();
    await expect(
      sendRequest(
        'content',
        instance,
        {
          url: '/wp/v2/pages',
          method: 'GET',
          params: { slug: 'om-oss' },
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        },
        { headers: { Prefer: 'example=empty' } },
      ),
    ).resolves.toEqual([{ id: 1 }]);
    expect(calls).toEqual([
      [
        'content',
        {
          url: '/wp/v2/pages',
          method: 'GET',
          params: { slug: 'om-oss' },
          headers: { Accept: 'application/json', Prefer: 'example=empty' },
          signal: controller.signal,
        },
      ],
    ]);
    await sendRequest('booking', instance, { url: '/x', method: 'GET', signal: undefined });
    expect(calls[1]?.[0]).toBe('booking');
    expect(calls[1]?.[1]).not.toHaveProperty('signal');
  });

  it("rejects with the transport's error and leaves the browser's API status alone", async () => {
    const failure = new ApiError({ status: 503, message: 'Service unavailable', body: {} });
    transport(() => Promise.reject(failure));
    const { call } = client(unused);
    await expect(call({ url: '/x', method: 'GET' })).rejects.toBe(failure);
    expect(apiStatus.isUnavailable()).toBe(false);
  });

  it('refuses a dot segment before anything is sent', async () => {
    const calls = transport(async () => ({}));
    const { call } = client(unused);
    await expect(call({ url: '/orders/9/coupons/..', method: 'DELETE' })).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toEqual([]);
  });

  it("goes back to the browser's instance once no transport is set", async () => {
    const calls = transport(async () => 'server');
    setServerTransport(null);
    await expect(client(answer(200, 'browser')).call({ url: '/x', method: 'GET' })).resolves.toBe(
      'browser',
    );
    expect(calls).toEqual([]);
  });
});
