import { describe, expect, it } from 'vitest';

import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('defaults every optional setting', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
      TEST_DATABASE_URL: undefined,
      NODE_ENV: 'development',
    });
  });

  it('reads given values', () => {
    const env = loadEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/survey',
      DATABASE_URL: 'postgres://app:secret@db:5432/survey',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/survey',
      DATABASE_URL: 'postgres://app:secret@db:5432/survey',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
  });

  it('treats a blank variable as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it.each([
    ['PORT', 'abc', 'Invalid environment: PORT must be a whole number between 1 and 65535'],
    ['PORT', '0', 'Invalid environment: PORT must be a whole number between 1 and 65535'],
    ['PORT', '65536', 'Invalid environment: PORT must be a whole number between 1 and 65535'],
    ['PORT', '80.5', 'Invalid environment: PORT must be a whole number between 1 and 65535'],
    ['DATABASE_URL', 'mysql://db/survey', 'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['TEST_DATABASE_URL', 'localhost', 'Invalid environment: TEST_DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['LOG_LEVEL', 'verbose', 'Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['NODE_ENV', 'staging', 'Invalid environment: NODE_ENV must be one of development, production, test'],
  ])('names %s when it is %j', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new Error(message));
  });

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT must be .*; LOG_LEVEL must be/);
  });
});
