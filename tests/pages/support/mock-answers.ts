// The mock's own answers, read straight from it as the demo customer: a test's expected values
// come from the mock's data, not from copies of it or from the app's code.
import { PAGES_MOCK_PORT } from './mock-env';
import { DEMO_CUSTOMER } from './render-app';

const MOCK_API = `http://127.0.0.1:${PAGES_MOCK_PORT}/brponline/api/ver3`;

let token: Promise<string> | null = null;

/**
 * The demo customer's token (sub 4711), from the mock's own login: what a reset link carries.
 * (A page's session is the gateway's, in its cookie.)
 */
export function demoToken(): Promise<string> {
  token ??= fetch(`${MOCK_API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password }),
  })
    .then((answer) => answer.json() as Promise<{ access_token: string }>)
    .then((body) => body.access_token);
  return token;
}

/**
 * What the mock answers the demo customer at a booking API path: a GET, or `method` with a JSON
 * `body`; `prefer` chooses a scenario.
 */
export async function mockJson<T>(
  path: string,
  { prefer, method = 'GET', body }: { prefer?: string; method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${await demoToken()}` };
  if (prefer) headers.Prefer = prefer;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${MOCK_API}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
  return (await answer.json()) as T;
}
