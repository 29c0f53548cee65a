import { z } from 'zod/mini';

const name = z.string().check(z.minLength(1));

/**
 * What the server writes into `/config.js` as `window.__APP_CONFIG__` and the SPA reads at start: one shape for both.
 * Every field may be absent (the SPA then uses this origin and Cognito's claim names); a value of the wrong type makes
 * the SPA ignore the whole object rather than half-apply it.
 */
export const runtimeConfig = z.object({
  /** Where /api/* lives ('' = this origin). */
  apiBaseUrl: z.optional(z.string()),
  /** The single-sign-on portal (its home and /api/auth/signout). */
  portalUrl: z.optional(z.string()),
  /** The claim names the API reads, so the SPA shows the same user, groups and scope (absent: Cognito's). */
  claimNames: z.optional(
    z.partial(z.object({ groups: name, region: name, local: name, username: z.array(name).check(z.minLength(1)), email: name })),
  ),
});
export type RuntimeConfigInput = z.infer<typeof runtimeConfig>;

/** The global `/config.js` sets. */
export const RUNTIME_CONFIG_GLOBAL = '__APP_CONFIG__';
