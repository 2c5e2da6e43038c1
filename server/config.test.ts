// The configuration check: every bad value is one line that names its variable, all of them at
// once, and a token never crosses a network in clear text (http only to this machine).
import path from 'node:path';
import { DEFAULT_RATE_LIMITS } from './rate-limit-settings';
import { DEFAULT_DATABASE_FILE } from './data/database-settings';
import { describe, expect, it } from 'vitest';
import { NO_SITE_INFO } from '../src/lib/site-info/site-info';
import {
  ConfigError,
  DEFAULT_PAGE_CACHE_SECONDS,
  DEFAULT_PORT,
  DEFAULT_SHARED_CACHE_SECONDS,
  readConfig,
} from './config';

const SECRET = 'a-session-secret-of-at-least-32-chars!';

/** What production requires besides PUBLIC_URL: the mail server and its addresses. */
const PRODUCTION_MAIL = {
  SMTP_URL: 'smtps://shop:pw@smtp.example.se:465',
  MAIL_FROM: 'no-reply@example.se',
  FACILITY_EMAIL: 'kassa@example.se',
};

const VALID = {
  PORT: '8080',
  BOOKING_API_URL: 'https://demo.brpsystems.com/brponline/api/ver3',
  CONTENT_API_URL: 'https://www.example.se/wp-json',
  CONTENT_API_AUTH: 'shop:app pass word',
  SESSION_SECRET: SECRET,
  BRAND_NAME: 'Simhallen',
};

/** The problems readConfig reports for an env, or [] when it accepts it. */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

/** The one line a single bad value gives. */
function onlyProblem(overrides: Record<string, string | undefined>): string {
  const problems = problemsOf({ ...VALID, ...overrides });
  expect(problems).toHaveLength(1);
  return problems[0] ?? '';
}

describe('a valid environment', () => {
  it('gives the whole configuration', () => {
    expect(readConfig(VALID)).toEqual({
      port: 8080,
      host: null,
      trustProxy: false,
      https: true,
      bookingApiUrl: 'https://demo.brpsystems.com/brponline/api/ver3',
      contentApiUrl: 'https://www.example.se/wp-json',
      contentApiAuth: 'shop:app pass word',
      sessionSecret: SECRET,
      brandName: 'Simhallen',
      forwardRequestHeaders: [],
      pageCacheSeconds: DEFAULT_PAGE_CACHE_SECONDS,
      sharedCacheSeconds: DEFAULT_SHARED_CACHE_SECONDS,
      errorReportingDsn: null,
      publicUrl: null,
      redisUrl: null,
      database: { kind: 'sqlite', file: path.resolve(DEFAULT_DATABASE_FILE) },
      mail: {
        smtpUrl: null,
        from: 'Stadsbadet <no-reply@example.se>',
        facilityEmail: 'reception@example.se',
      },
      rateLimits: DEFAULT_RATE_LIMITS,
      siteInfo: NO_SITE_INFO,
      workers: 1,
      metricsPort: null,
      metricsHost: null,
    });
  });

  it('defaults the port, the brand and the content credential, and trims trailing slashes', () => {
    const config = readConfig({
      BOOKING_API_URL: ' https://demo.brpsystems.com/brponline/api/ver3// ',
      CONTENT_API_URL: 'https://www.example.se/wp-json/',
      SESSION_SECRET: SECRET,
    });
    expect(config).toEqual({
      port: DEFAULT_PORT,
      host: null,
      trustProxy: false,
      https: true,
      bookingApiUrl: 'https://demo.brpsystems.com/brponline/api/ver3',
      contentApiUrl: 'https://www.example.se/wp-json',
      contentApiAuth: null,
      sessionSecret: SECRET,
      brandName: 'Stadsbadet',
      forwardRequestHeaders: [],
      pageCacheSeconds: DEFAULT_PAGE_CACHE_SECONDS,
      sharedCacheSeconds: DEFAULT_SHARED_CACHE_SECONDS,
      errorReportingDsn: null,
      publicUrl: null,
      redisUrl: null,
      database: { kind: 'sqlite', file: path.resolve(DEFAULT_DATABASE_FILE) },
      mail: {
        smtpUrl: null,
        from: 'Stadsbadet <no-reply@example.se>',
        facilityEmail: 'reception@example.se',
      },
      rateLimits: DEFAULT_RATE_LIMITS,
      siteInfo: NO_SITE_INFO,
      workers: 1,
      metricsPort: null,
      metricsHost: null,
    });
    expect(
      readConfig({ ...VALID, PORT: ' ', CONTENT_API_AUTH: '  ', BRAND_NAME: ' ' }),
    ).toMatchObject({ port: DEFAULT_PORT, contentApiAuth: null, brandName: 'Stadsbadet' });
  });

  it('takes a Sentry-compatible DSN for the error reports', () => {
    expect(
      readConfig({ ...VALID, ERROR_REPORTING_DSN: ' https://abc123@o1.ingest.sentry.io/42 ' })
        .errorReportingDsn,
    ).toBe('https://abc123@o1.ingest.sentry.io/42');
    expect(
      readConfig({ ...VALID, ERROR_REPORTING_DSN: 'http://abc@localhost:9000/7' })
        .errorReportingDsn,
    ).toBe('http://abc@localhost:9000/7');
  });

  it('takes the public address the pages name in their head, without a trailing slash', () => {
    expect(readConfig({ ...VALID, PUBLIC_URL: ' https://boka.example.se/ ' }).publicUrl).toBe(
      'https://boka.example.se',
    );
  });

  it('reads the proxy, https, the address to listen on and Redis', () => {
    expect(
      readConfig({
        ...VALID,
        TRUST_PROXY: 'true',
        HTTPS: ' false ',
        HOST: '127.0.0.1',
        REDIS_URL: 'rediss://:secret@cache.example.se:6380/0',
      }),
    ).toMatchObject({
      trustProxy: true,
      https: false,
      host: '127.0.0.1',
      redisUrl: 'rediss://:secret@cache.example.se:6380/0',
    });
    expect(readConfig({ ...VALID, TRUST_PROXY: 'false', HTTPS: 'true' })).toMatchObject({
      trustProxy: false,
      https: true,
    });
    for (const host of ['::', '0.0.0.0', 'localhost', 'shop-1.internal'])
      expect(readConfig({ ...VALID, HOST: host }).host).toBe(host);
    expect(readConfig({ ...VALID, REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe(
      'redis://redis:6379',
    );
  });

  it('takes PUBLIC_URL in production, where it is required', () => {
    expect(
      readConfig({
        ...VALID,
        ...PRODUCTION_MAIL,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://boka.example.se',
      }).publicUrl,
    ).toBe('https://boka.example.se');
  });

  it('accepts the port range edges', () => {
    expect(readConfig({ ...VALID, PORT: '1' }).port).toBe(1);
    expect(readConfig({ ...VALID, PORT: '65535' }).port).toBe(65535);
  });
});

describe('each bad value is one line naming its variable', () => {
  it('PORT', () => {
    for (const port of ['0', '65536', 'abc', '80.5', '-1', '1e3'])
      expect(onlyProblem({ PORT: port })).toMatch(/^PORT /);
  });

  it('PUBLIC_URL', () => {
    for (const url of ['boka.example.se', 'http://boka.example.se', 'https://boka.example.se/shop'])
      expect(onlyProblem({ PUBLIC_URL: url })).toMatch(/^PUBLIC_URL /);
  });

  it.each(['TRUST_PROXY', 'HTTPS'])('%s, anything but true or false', (name) => {
    for (const value of ['yes', 'no', '1', '0', 'TRUE', 'False', 'on'])
      expect(onlyProblem({ [name]: value })).toMatch(
        new RegExp(`^${name} must be 'true' or 'false'`),
      );
  });

  it('HOST', () => {
    for (const host of ['http://0.0.0.0', '0.0.0.0:3000', 'two words', '-leading.dash', '[::1]'])
      expect(onlyProblem({ HOST: host })).toMatch(/^HOST /);
  });

  it('PUBLIC_URL, when NODE_ENV is production and it is unset', () => {
    expect(onlyProblem({ ...PRODUCTION_MAIL, NODE_ENV: 'production' })).toMatch(
      /^PUBLIC_URL is required/,
    );
    expect(onlyProblem({ ...PRODUCTION_MAIL, NODE_ENV: 'production', PUBLIC_URL: ' ' })).toMatch(
      /^PUBLIC_URL /,
    );
    expect(readConfig({ ...VALID, NODE_ENV: 'development' }).publicUrl).toBeNull();
  });

  it('REDIS_URL, without repeating its password', () => {
    for (const url of [
      'redis.example.se:6379',
      'http://redis.example.se',
      'https://:secretpass@redis.example.se',
      'redis://',
      'valkey://:secretpass@redis.example.se:6379',
    ]) {
      const line = onlyProblem({ REDIS_URL: url });
      expect(line).toMatch(/^REDIS_URL /);
      expect(line).not.toContain('secretpass');
    }
  });

  it('DATABASE_URL and DATABASE_FILE, without repeating a password', () => {
    for (const url of [
      'db.example.se:5432/shop',
      'mysql://shop:secretpass@db.example.se/shop',
      'postgres://',
    ]) {
      const line = onlyProblem({ DATABASE_URL: url });
      expect(line).toMatch(/^DATABASE_URL /);
      expect(line).not.toContain('secretpass');
    }
    expect(
      onlyProblem({ DATABASE_URL: 'postgres://db/shop', DATABASE_FILE: '/var/lib/shop.sqlite' }),
    ).toMatch(/cannot both be set/);
    expect(onlyProblem({ DATABASE_FILE: '/var/lib/shop/' })).toMatch(/^DATABASE_FILE /);
    expect(
      readConfig({ ...VALID, DATABASE_URL: 'postgresql://shop:pw@db.example.se:5432/shop' })
        .database,
    ).toEqual({ kind: 'postgres', url: 'postgresql://shop:pw@db.example.se:5432/shop' });
    expect(readConfig({ ...VALID, DATABASE_FILE: '/var/lib/shop/shop.sqlite' }).database).toEqual({
      kind: 'sqlite',
      file: '/var/lib/shop/shop.sqlite',
    });
  });

  it('SMTP_URL, MAIL_FROM and FACILITY_EMAIL, required in production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://boka.example.se',
      SMTP_URL: 'smtps://shop:secretpass@smtp.example.se:465',
      MAIL_FROM: 'Simhallen <no-reply@simhallen.se>',
      FACILITY_EMAIL: 'kassa@simhallen.se',
    };
    expect(readConfig({ ...VALID, ...production }).mail).toEqual({
      smtpUrl: 'smtps://shop:secretpass@smtp.example.se:465',
      from: 'Simhallen <no-reply@simhallen.se>',
      facilityEmail: 'kassa@simhallen.se',
    });
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'FACILITY_EMAIL'])
      expect(onlyProblem({ ...production, [name]: undefined })).toMatch(
        new RegExp(`^${name} is required when NODE_ENV is 'production'`),
      );
    for (const url of [
      'smtp.example.se:25',
      'https://shop:secretpass@smtp.example.se',
      'smtp://',
    ]) {
      const line = onlyProblem({ SMTP_URL: url });
      expect(line).toMatch(/^SMTP_URL /);
      expect(line).not.toContain('secretpass');
    }
    for (const from of ['no-reply', 'A <b>', 'Evil\r\nBcc: x@y.se <a@b.se>'])
      expect(onlyProblem({ MAIL_FROM: from })).toMatch(/^MAIL_FROM /);
    expect(onlyProblem({ FACILITY_EMAIL: 'kassa at simhallen' })).toMatch(/^FACILITY_EMAIL /);
  });

  it('PAGE_CACHE_SECONDS', () => {
    for (const seconds of ['-1', '301', 'ten', '2.5'])
      expect(onlyProblem({ PAGE_CACHE_SECONDS: seconds })).toMatch(/^PAGE_CACHE_SECONDS /);
    expect(readConfig({ ...VALID, PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0);
    expect(readConfig({ ...VALID, PAGE_CACHE_SECONDS: '300' }).pageCacheSeconds).toBe(300);
  });

  it('SHARED_CACHE_SECONDS', () => {
    for (const seconds of ['-1', '301', 'ten', '2.5'])
      expect(onlyProblem({ SHARED_CACHE_SECONDS: seconds })).toMatch(/^SHARED_CACHE_SECONDS /);
    expect(readConfig({ ...VALID, SHARED_CACHE_SECONDS: '0' }).sharedCacheSeconds).toBe(0);
    expect(readConfig({ ...VALID, SHARED_CACHE_SECONDS: '300' }).sharedCacheSeconds).toBe(300);
  });

  it.each(['BOOKING_API_URL', 'CONTENT_API_URL'])('%s', (name) => {
    const bad = [
      undefined,
      '',
      '   ',
      'demo.brpsystems.com/brponline/api/ver3',
      '//evil.example/api',
      '/wp-json',
      'javascript:alert(1)',
      'ftp://demo.brpsystems.com/api',
      'http://demo.brpsystems.com/brponline/api/ver3',
      'https://user:secret@demo.brpsystems.com/api',
      'https://demo.brpsystems.com/api?tenant=1',
      'https://demo.brpsystems.com/api#x',
      'https://demo.brpsystems.com/api?',
      'https://demo.brpsystems.com/api#',
    ];
    for (const value of bad)
      expect(onlyProblem({ [name]: value })).toMatch(new RegExp(`^${name} `));
  });

  it('ERROR_REPORTING_DSN, without repeating the key', () => {
    for (const dsn of [
      'not a url',
      'https://o1.ingest.sentry.io/42',
      'https://secretkey@o1.ingest.sentry.io/',
      'http://secretkey@o1.ingest.sentry.io/42',
    ]) {
      const line = onlyProblem({ ERROR_REPORTING_DSN: dsn });
      expect(line).toMatch(/^ERROR_REPORTING_DSN /);
      expect(line).not.toContain('secretkey');
    }
  });

  it('CONTENT_API_AUTH, without repeating the value', () => {
    for (const auth of ['no-colon', ':hunter2', 'admin:', 'ad min:hunter2']) {
      const line = onlyProblem({ CONTENT_API_AUTH: auth });
      expect(line).toMatch(/^CONTENT_API_AUTH /);
      expect(line).not.toContain(auth);
    }
  });

  it('SESSION_SECRET, without repeating the value', () => {
    for (const secret of [undefined, '', 'x'.repeat(31)]) {
      const line = onlyProblem({ SESSION_SECRET: secret });
      expect(line).toMatch(/^SESSION_SECRET /);
      if (secret) expect(line).not.toContain(secret);
    }
    expect(readConfig({ ...VALID, SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toHaveLength(32);
  });

  it('FORWARD_REQUEST_HEADERS, for each name it cannot pass on', () => {
    for (const name of ['cookie', 'Authorization', 'host', 'content-length', 'connection', 'x y'])
      expect(onlyProblem({ FORWARD_REQUEST_HEADERS: `traceparent, ${name}` })).toMatch(
        /^FORWARD_REQUEST_HEADERS /,
      );
    expect(
      problemsOf({ ...VALID, FORWARD_REQUEST_HEADERS: 'cookie,authorization' }).map(
        (line) => line.split(' ')[0],
      ),
    ).toEqual(['FORWARD_REQUEST_HEADERS', 'FORWARD_REQUEST_HEADERS']);
    expect(
      readConfig({ ...VALID, FORWARD_REQUEST_HEADERS: ' Traceparent, x-scenario ,' })
        .forwardRequestHeaders,
    ).toEqual(['traceparent', 'x-scenario']);
  });

  it('BRAND_NAME', () => {
    expect(onlyProblem({ BRAND_NAME: 'x'.repeat(81) })).toMatch(/^BRAND_NAME /);
    expect(readConfig({ ...VALID, BRAND_NAME: 'x'.repeat(80) }).brandName).toHaveLength(80);
  });

  it('a URL with credentials is reported without the password', () => {
    const line = onlyProblem({ BOOKING_API_URL: 'https://user:secret@demo.brpsystems.com/api' });
    expect(line).not.toContain('secret');
  });
});

describe("the footer's fallbacks", () => {
  it('are optional, and read when set', () => {
    expect(
      readConfig({
        ...VALID,
        CONTACT_PHONE: ' 031-123 45 67 ',
        CONTACT_EMAIL: 'info@example.se',
        BOOKING_RULES_URL: 'https://www.example.se/bokningsregler/',
        PRIVACY_POLICY_URL: '/integritetspolicy/',
      }).siteInfo,
    ).toEqual({
      phone: '031-123 45 67',
      email: 'info@example.se',
      bookingRulesUrl: 'https://www.example.se/bokningsregler/',
      privacyPolicyUrl: '/integritetspolicy/',
    });
  });

  it('refuse what the footer could not show or link', () => {
    expect(onlyProblem({ CONTACT_PHONE: 'call us' })).toMatch(/^CONTACT_PHONE /);
    expect(onlyProblem({ CONTACT_EMAIL: 'info' })).toMatch(/^CONTACT_EMAIL /);
    expect(onlyProblem({ BOOKING_RULES_URL: 'javascript:alert(1)' })).toMatch(
      /^BOOKING_RULES_URL /,
    );
    expect(onlyProblem({ PRIVACY_POLICY_URL: '//evil.example/' })).toMatch(/^PRIVACY_POLICY_URL /);
  });
});

describe('several bad values', () => {
  it('are all reported, one line each, in one error', () => {
    const env = {
      PORT: 'eighty',
      BOOKING_API_URL: 'http://demo.brpsystems.com/api',
      CONTENT_API_URL: 'not a url',
      CONTENT_API_AUTH: 'nocolon',
      SESSION_SECRET: 'short',
      BRAND_NAME: 'x'.repeat(81),
      FORWARD_REQUEST_HEADERS: 'cookie',
    };
    let caught: unknown;
    try {
      readConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { problems, message } = caught as ConfigError;
    const names = [
      'PORT',
      'BOOKING_API_URL',
      'CONTENT_API_URL',
      'CONTENT_API_AUTH',
      'SESSION_SECRET',
      'BRAND_NAME',
      'FORWARD_REQUEST_HEADERS',
    ];
    expect(problems.map((line) => line.split(' ')[0])).toEqual(names);
    // The message the server prints: a heading and one line per problem.
    const lines = message.split('\n');
    expect(lines).toHaveLength(names.length + 1);
    names.forEach((name, index) => expect(lines[index + 1]).toMatch(new RegExp(`^  - ${name} `)));
  });

  it('an empty environment names every required variable', () => {
    expect(problemsOf({}).map((line) => line.split(' ')[0])).toEqual([
      'BOOKING_API_URL',
      'CONTENT_API_URL',
      'SESSION_SECRET',
    ]);
  });
});

describe('plain http', () => {
  it('is allowed only to this machine', () => {
    for (const url of [
      'http://localhost:4010/brponline/api/ver3',
      'http://127.0.0.1:4010/brponline/api/ver3',
      'http://[::1]:4010/brponline/api/ver3',
      'http://LOCALHOST/wp-json',
    ])
      expect(readConfig({ ...VALID, BOOKING_API_URL: url }).bookingApiUrl).toBe(url);
    for (const url of [
      'http://192.168.1.10/wp-json',
      'http://localhost.evil.example/wp-json',
      'http://127.0.0.1.nip.io/wp-json',
      'http://10.0.0.1:4010/wp-json',
    ])
      expect(onlyProblem({ CONTENT_API_URL: url })).toMatch(/^CONTENT_API_URL must use https/);
  });

  it('https may go anywhere, in any letter case', () => {
    expect(
      readConfig({ ...VALID, BOOKING_API_URL: 'HTTPS://Demo.brpsystems.com/api' }),
    ).toMatchObject({ bookingApiUrl: 'HTTPS://Demo.brpsystems.com/api' });
  });
});
