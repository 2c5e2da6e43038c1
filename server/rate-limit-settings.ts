// How many calls the server lets through before it answers 429 (server/rate-limits.ts), and where
// each number comes from: a default a facility can live with, or its environment variable. Only
// the counts are variables; the windows are fixed, so a setting reads as "so many per window".

export interface WindowLimit {
  /** Calls allowed per key in one window; 0 switches the limit off. */
  limit: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Failed logins per client address (a gym's wifi puts many members behind one). */
  loginFailuresPerAddress: WindowLimit;
  /** Every login per client address, successful or not: the ceiling on a burst. */
  loginsPerAddress: WindowLimit;
  /** Failed logins per username, from any address: guesses spread over many addresses. */
  loginFailuresPerUsername: WindowLimit;
  /** Password-reset requests per client address (each may send an e-mail). */
  resetsPerAddress: WindowLimit;
  /** Password-reset requests per e-mail address: nobody's inbox is flooded. */
  resetsPerEmail: WindowLimit;
  /** Steps of the withdrawal function per client address (each checks an order with BRP). */
  withdrawalsPerAddress: WindowLimit;
  /** Calls through the gateway per signed-in customer. */
  gatewayPerSession: WindowLimit;
  /** Calls through the gateway per client address. */
  gatewayPerAddress: WindowLimit;
}

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginFailuresPerAddress: { limit: 20, windowMs: 15 * MINUTE_MS },
  loginsPerAddress: { limit: 30, windowMs: MINUTE_MS },
  loginFailuresPerUsername: { limit: 5, windowMs: 15 * MINUTE_MS },
  resetsPerAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
  resetsPerEmail: { limit: 3, windowMs: 15 * MINUTE_MS },
  // A withdrawal takes 3–4 steps: a few withdrawals, and few guesses at order numbers.
  withdrawalsPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
  // A page asks for 5–10 things at once; a member clicking through pages stays far below.
  gatewayPerSession: { limit: 300, windowMs: MINUTE_MS },
  gatewayPerAddress: { limit: 1200, windowMs: MINUTE_MS },
};

/** The variable of each setting (its count; the window stays the default's). */
export const RATE_LIMIT_VARIABLES: Record<keyof RateLimitSettings, string> = {
  loginFailuresPerAddress: 'RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS',
  loginsPerAddress: 'RATE_LIMIT_LOGINS_PER_ADDRESS',
  loginFailuresPerUsername: 'RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME',
  resetsPerAddress: 'RATE_LIMIT_RESETS_PER_ADDRESS',
  resetsPerEmail: 'RATE_LIMIT_RESETS_PER_EMAIL',
  withdrawalsPerAddress: 'RATE_LIMIT_WITHDRAWALS_PER_ADDRESS',
  gatewayPerSession: 'RATE_LIMIT_GATEWAY_PER_SESSION',
  gatewayPerAddress: 'RATE_LIMIT_GATEWAY_PER_ADDRESS',
};

export const MAX_RATE_LIMIT = 1_000_000;

/**
 * The settings from the environment: each variable a whole number from 0 (off) to MAX_RATE_LIMIT,
 * unset or blank for the default. A bad value adds one line to `problems` (server/config.ts).
 */
export function readRateLimits(
  env: Record<string, string | undefined>,
  problems: string[],
): RateLimitSettings {
  const settings = { ...DEFAULT_RATE_LIMITS };
  for (const name of Object.keys(RATE_LIMIT_VARIABLES) as (keyof RateLimitSettings)[]) {
    const variable = RATE_LIMIT_VARIABLES[name];
    const text = env[variable]?.trim();
    if (!text) continue;
    const limit = Number(text);
    if (!/^\d+$/.test(text) || limit > MAX_RATE_LIMIT) {
      problems.push(
        `${variable} must be a whole number from 0 (off) to ${MAX_RATE_LIMIT}, got '${env[variable]}'`,
      );
      continue;
    }
    settings[name] = { ...settings[name], limit };
  }
  return settings;
}
