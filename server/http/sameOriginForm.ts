import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

/** Sec-Fetch-Site values of a request some other site's page started (a sibling subdomain is another site's too). */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/**
 * Refuses (403 with a `detail`) a form posted by a page of another origin than `origin`: by Sec-Fetch-Site, which
 * current browsers send, else by an Origin header naming another origin. `Origin: null` alone passes: a browser sends it
 * for a page whose referrer policy is no-referrer (the sign-in page's), so our own form can carry it.
 */
export function refuseCrossSiteForms(origin: string): MiddlewareHandler<AppEnv> {
  const allowedOrigin = new URL(origin).origin;
  return async (c, next) => {
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const requestOrigin = c.req.header('Origin');
    const foreignOrigin = requestOrigin !== undefined && requestOrigin !== 'null' && requestOrigin !== allowedOrigin;
    if ((fetchSite !== undefined && FOREIGN_FETCH_SITES.has(fetchSite)) || foreignOrigin) {
      return errorResponse(c, 403, 'auth.cross_site_form');
    }
    await next();
  };
}
