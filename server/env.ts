import { z } from 'zod';

/** A blank variable (`PORT=` in a shell or .env file) means "use the default", not "an empty value". */
function blankAsUnset(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function setting<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsUnset, schema);
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const nodeEnvs = ['development', 'production', 'test'] as const;

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/\S+$/.test(value), {
  error: 'must be a postgres:// or postgresql:// URL',
});

const envSchema = z.object({
  PORT: setting(
    z
      .string()
      .default('3000')
      .refine((value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
        error: 'must be a whole number between 1 and 65535',
      })
      .transform(Number),
  ),
  HOST: setting(z.string().default('127.0.0.1')),
  /** Where the embedded PGlite keeps its files; ':memory:' keeps nothing (tests). Ignored when DATABASE_URL is set. */
  DATA_DIR: setting(z.string().default('./data')),
  DATABASE_URL: setting(z.optional(postgresUrl)),
  LOG_LEVEL: setting(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info')),
  /** Only the server test suite reads this: a PostgreSQL to run the database tests against, besides PGlite. */
  TEST_DATABASE_URL: setting(z.optional(postgresUrl)),
  NODE_ENV: setting(z.enum(nodeEnvs, { error: `must be one of ${nodeEnvs.join(', ')}` }).default('development')),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Parses every setting the server reads. This module is the only reader of `process.env` in server/, so a bad value
 * stops the start-up with one message naming the variable instead of failing later somewhere else.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}
