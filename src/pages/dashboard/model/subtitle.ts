import { t } from '@lingui/core/macro';

import { GLOBAL_SCOPE, type User } from '@/entities/session';

/**
 * Spec section 1, in the active language (called while rendering). A local without a region would read 'within
 * undefined region', so it falls through to the general text; a local of ALL means the whole region.
 */
export function dashboardSubtitle(user: Pick<User, 'region' | 'local'>): string {
  const { region, local } = user;
  if (region === GLOBAL_SCOPE) return t`Global overview of all survey activity and insights`;
  if (!region) return t`Overview of your survey activity and insights`;
  if (local && local !== GLOBAL_SCOPE) return t`Overview for ${local} within ${region} region`;
  return t`Overview for the ${region} region`;
}
