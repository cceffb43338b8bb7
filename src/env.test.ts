import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, readAt } from './env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('environment', () => {
  it('serves the demo with nothing set', () => {
    const env = parseEnv({});
    expect(env.PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAP_LABELS_URL).toContain('arcgisonline');
    expect(env.ANDROID_APP_URL).toBe('');
  });

  it('reads good values, treating empty as unset except for the labels overlay', () => {
    const env = parseEnv({
      PUBLIC_SITE_URL: 'https://www.example.com/',
      TRUSTED_PROXY_HOPS: '2',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      INQUIRY_TO: 'sales@example.com, ops@example.com',
      MAIL_FROM: 'Sahel Group <website@example.com>',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site',
      MAP_TILE_URL: '/images/maps/offline-tile.png',
      MAP_LABELS_URL: '',
      SITE_PHONE: '',
    });
    expect(env).toMatchObject({
      PUBLIC_SITE_URL: 'https://www.example.com',
      TRUSTED_PROXY_HOPS: 2,
      MAP_LABELS_URL: '',
      SITE_PHONE: '+966 12 000 0000',
    });
  });

  it('names every bad variable and what it must be', () => {
    const problems = problemsOf({
      PUBLIC_SITE_URL: 'not-a-url',
      TRUSTED_PROXY_HOPS: '-1',
      SMTP_URL: 'mail.example.com',
      INQUIRY_TO: 'sales',
      GEOCODER_URL: 'ftp://geo.example/search',
      SITE_EMAIL: 'info@',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^SMTP_URL must be a smtp:\/\/ or smtps:\/\/ address \(got "mail.example.com"\)$/),
      expect.stringMatching(/^INQUIRY_TO must be an e-mail address/),
      expect.stringMatching(/^TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 \(got "-1"\)$/),
      expect.stringMatching(/^GEOCODER_URL must be an absolute http:\/\/ or https:\/\/ address/),
      expect.stringMatching(/^PUBLIC_SITE_URL must be an absolute http:\/\/ or https:\/\/ address .* \(got "not-a-url"\)$/),
      expect.stringMatching(/^SITE_EMAIL must be an e-mail address/),
    ]);
    expect(problemsOf({ TRUSTED_PROXY_HOPS: 'one' })).toEqual([expect.stringMatching(/^TRUSTED_PROXY_HOPS must be a whole number/)]);
    expect(problemsOf({ TRUSTED_PROXY_HOPS: '1.5' })).toEqual([expect.stringMatching(/^TRUSTED_PROXY_HOPS must be a whole number/)]);
  });

  it('starts its message with what to do', () => {
    expect(() => parseEnv({ PUBLIC_SITE_URL: 'not-a-url' })).toThrow(
      /^Invalid environment, fix these variables and start again:\n {2}- PUBLIC_SITE_URL /,
    );
  });

  it('says which values prerendered pages keep until the next build', () => {
    expect(readAt.PUBLIC_SITE_URL).toBe('build');
    expect(readAt.SITE_PHONE).toBe('build');
    expect(readAt.MAP_TILE_URL).toBe('run');
    expect(readAt.TRUSTED_PROXY_HOPS).toBe('run');
  });
});
