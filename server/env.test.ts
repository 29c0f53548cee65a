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
      TEST_DATABASE_TARGETS: 'all',
      NODE_ENV: 'development',
      PUBLIC_URL: undefined,
      PORTAL_URL: undefined,
      API_BASE_URL: undefined,
      CORS_ORIGINS: [],
      GEOGRAPHY_FILE: './config/geography.json',
      DIST_DIR: './dist',
      TRUST_PROXY: false,
      SEED_DEMO: 'auto',
      OIDC_ISSUER: undefined,
      OIDC_CLIENT_ID: 'survey-platform',
      OIDC_CLIENT_SECRET: undefined,
      OIDC_SCOPES: 'openid email profile offline_access',
      OIDC_ALGORITHMS: ['RS256', 'ES256', 'PS256'],
      OIDC_CLAIM_GROUPS: 'cognito:groups',
      OIDC_CLAIM_REGION: 'custom:region',
      OIDC_CLAIM_LOCAL: 'custom:local',
      OIDC_CLAIM_USERNAME: ['cognito:username', 'username', 'preferred_username'],
      OIDC_CLAIM_EMAIL: 'email',
      IDP_USERS_FILE: undefined,
      IDP_DEMO_ACCOUNTS: 'auto',
      IDP_KEYS_FILE: undefined,
      TRANSLATION_PROVIDER: 'none',
      TRANSLATION_PSEUDO_DELAY_MS: 0,
      TRANSLATION_TIMEOUT_MS: 20_000,
      TRANSLATION_REQUESTS_PER_SECOND: 10,
      TRANSLATION_CIRCUIT_FAILURES: 5,
      TRANSLATION_CIRCUIT_COOLDOWN_MS: 60_000,
      LANGUAGE_MODEL: 'none',
      DEEPL_API_KEY: undefined,
      DEEPL_SERVER_URL: undefined,
      AWS_REGION: undefined,
      AWS_TRANSLATE_ENDPOINT: undefined,
      OPENAI_BASE_URL: undefined,
      OPENAI_API_KEY: undefined,
      OPENAI_MODEL: undefined,
      LIBRETRANSLATE_URL: undefined,
      LIBRETRANSLATE_API_KEY: undefined,
      REPORT_MIN_RESPONSES: 5,
    });
  });

  it.each([
    ['deepl', {}, 'DEEPL_API_KEY is required when TRANSLATION_PROVIDER is deepl'],
    ['aws', {}, 'AWS_REGION is required when TRANSLATION_PROVIDER is aws'],
    ['openai', { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'OPENAI_MODEL is required when TRANSLATION_PROVIDER is openai'],
    ['libretranslate', {}, 'LIBRETRANSLATE_URL is required when TRANSLATION_PROVIDER is libretranslate'],
  ])('refuses TRANSLATION_PROVIDER=%s without its settings', (provider, settings, message) => {
    expect(() => loadEnv({ TRANSLATION_PROVIDER: provider, ...settings })).toThrow(message);
  });

  it("reads a provider's settings", () => {
    expect(
      loadEnv({ TRANSLATION_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'qwen2.5:14b', TRANSLATION_TIMEOUT_MS: '5000' }),
    ).toMatchObject({ TRANSLATION_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'qwen2.5:14b', TRANSLATION_TIMEOUT_MS: 5000 });
    expect(loadEnv({ TRANSLATION_PROVIDER: 'aws', AWS_REGION: 'us-east-1' })).toMatchObject({ AWS_REGION: 'us-east-1' });
    expect(() => loadEnv({ TRANSLATION_PROVIDER: 'aws', AWS_REGION: 'mars' })).toThrow('AWS_REGION must be an AWS region such as us-east-1');
  });

  it('reads the translation budget and circuit, and the language model switch', () => {
    expect(loadEnv({ TRANSLATION_REQUESTS_PER_SECOND: '20', TRANSLATION_CIRCUIT_FAILURES: '3', TRANSLATION_CIRCUIT_COOLDOWN_MS: '1500' })).toMatchObject({
      TRANSLATION_REQUESTS_PER_SECOND: 20,
      TRANSLATION_CIRCUIT_FAILURES: 3,
      TRANSLATION_CIRCUIT_COOLDOWN_MS: 1500,
    });
    expect(() => loadEnv({ TRANSLATION_REQUESTS_PER_SECOND: '0' })).toThrow('TRANSLATION_REQUESTS_PER_SECOND must be a whole number from 1 to 9999');
    expect(() => loadEnv({ LANGUAGE_MODEL: 'openai' })).toThrow('OPENAI_BASE_URL is required when LANGUAGE_MODEL is openai');
    expect(loadEnv({ LANGUAGE_MODEL: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'qwen2.5:14b' })).toMatchObject({ LANGUAGE_MODEL: 'openai' });
  });

  it('reads the minimum responses of a report', () => {
    expect(loadEnv({ REPORT_MIN_RESPONSES: '12' })).toMatchObject({ REPORT_MIN_RESPONSES: 12 });
  });

  it('reads the sign-in and serving settings', () => {
    expect(
      loadEnv({
        PUBLIC_URL: 'https://surveys.example.com',
        PORTAL_URL: 'https://portal.example.com/home',
        TRUST_PROXY: 'true',
        SEED_DEMO: 'false',
        IDP_DEMO_ACCOUNTS: 'true',
        OIDC_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
        OIDC_CLIENT_ID: 'client-1',
        OIDC_CLIENT_SECRET: 's3cret',
        OIDC_ALGORITHMS: 'RS256, ES384',
        OIDC_CLAIM_USERNAME: 'preferred_username',
        OIDC_CLAIM_GROUPS: 'groups',
        CORS_ORIGINS: 'https://app.example.com/, http://localhost:5173',
      }),
    ).toMatchObject({
      PUBLIC_URL: 'https://surveys.example.com',
      PORTAL_URL: 'https://portal.example.com/home',
      TRUST_PROXY: true,
      SEED_DEMO: 'false',
      IDP_DEMO_ACCOUNTS: 'true',
      OIDC_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
      OIDC_CLIENT_ID: 'client-1',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ALGORITHMS: ['RS256', 'ES384'],
      OIDC_CLAIM_USERNAME: ['preferred_username'],
      OIDC_CLAIM_GROUPS: 'groups',
      CORS_ORIGINS: ['https://app.example.com', 'http://localhost:5173'],
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
    ['PUBLIC_URL', 'https://example.com/app', 'Invalid environment: PUBLIC_URL must be an origin such as https://surveys.example.com (no path)'],
    ['PUBLIC_URL', 'localhost:3000', 'Invalid environment: PUBLIC_URL must be an origin such as https://surveys.example.com (no path)'],
    ['OIDC_ISSUER', 'ftp://idp.example.com', 'Invalid environment: OIDC_ISSUER must be an http:// or https:// URL'],
    ['PORTAL_URL', 'portal', 'Invalid environment: PORTAL_URL must be an http:// or https:// URL'],
    ['CORS_ORIGINS', 'https://app.example.com/path', 'Invalid environment: CORS_ORIGINS.0 must be an origin such as https://surveys.example.com (no path)'],
    ['TRUST_PROXY', 'yes', 'Invalid environment: TRUST_PROXY must be true or false'],
    ['SEED_DEMO', 'always', 'Invalid environment: SEED_DEMO must be auto, true or false'],
    ['IDP_DEMO_ACCOUNTS', 'yes', 'Invalid environment: IDP_DEMO_ACCOUNTS must be auto, true or false'],
    ['REPORT_MIN_RESPONSES', '0', 'Invalid environment: REPORT_MIN_RESPONSES must be a whole number from 1'],
    ['REPORT_MIN_RESPONSES', 'five', 'Invalid environment: REPORT_MIN_RESPONSES must be a whole number from 1'],
  ])('names %s when it is %j', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new Error(message));
  });

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT must be .*; LOG_LEVEL must be/);
  });
});
