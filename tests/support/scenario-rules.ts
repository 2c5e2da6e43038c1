// A test's choice of the mock's answers (mocks/scenario-router.ts): a list of rules, each a method,
// a pattern of the call's URL and Prism's `Prefer` value, sent in one request header. The e2e
// suite and the page tests choose them the same way.
import { BOOKING_API_PATH, CONTENT_API_PATH } from '../../src/lib/env';

/** The mock's header for the scenarios of a page view. */
export const SCENARIOS_HEADER = 'x-mock-scenarios';

export interface ScenarioRule {
  method: string;
  pattern: string;
  prefer: string;
}

/**
 * A rule for `path`, relative to the booking API unless it starts with '/wp/' or '/mild/' (the
 * content site's), e.g. `scenarioRule('GET', '/customers/*\/valuecards', 'example=empty')`.
 */
export function scenarioRule(method: string, path: string, prefer: string): ScenarioRule {
  return { method: method.toUpperCase(), pattern: callPattern(path), prefer };
}

/** A RegExp source that matches the call to `path` (with `*` for one segment) on any host. */
export function callPattern(path: string): string {
  return globToRegExp(`**${apiOf(path)}${path}`);
}

const apiOf = (path: string) =>
  path.startsWith('/wp/') || path.startsWith('/mild/') ? CONTENT_API_PATH : BOOKING_API_PATH;

/** '**\/customers/*\/valuecards' → a RegExp source matching the path with any query string. */
function globToRegExp(glob: string): string {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/\*\*/g, '§').replace(/\*/g, '[^/?]*').replace(/§/g, '.*')}(\\?.*)?$`;
}
