// A page's HTML as the server sends it, before any script runs: what view-source shows, read
// without opening a browser page.
import { expect, type APIRequestContext } from '@playwright/test';

/** The server's HTML for `path`, which must answer 200. */
export async function viewSource(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return answer.text();
}
