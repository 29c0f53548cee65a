import { msg } from '@lingui/core/macro';

import { canCreateSurvey } from '@/entities/session';
import { appRoutes } from '@/shared/config';
import type { MessageDescriptor } from '@/shared/i18n';

export type NavigationHref = (typeof appRoutes)['dashboard' | 'createSurvey' | 'surveys' | 'rawData' | 'reports'];

export interface NavigationItem {
  /** Translated where the menu renders. */
  label: MessageDescriptor;
  href: NavigationHref;
}

/** Spec section 2, in menu order; Create Survey needs the create permission of section 6. */
const MENU: readonly (NavigationItem & { needsCreatePermission?: true })[] = [
  { label: msg`Dashboard`, href: appRoutes.dashboard },
  { label: msg`Create Survey`, href: appRoutes.createSurvey, needsCreatePermission: true },
  { label: msg`Surveys`, href: appRoutes.surveys },
  { label: msg`Raw Data`, href: appRoutes.rawData },
  { label: msg`Reports`, href: appRoutes.reports },
];

/** The menu a user with these groups sees. */
export function navigationFor(groups: readonly string[]): NavigationItem[] {
  const mayCreate = canCreateSurvey(groups);
  return MENU.filter((item) => mayCreate || !item.needsCreatePermission).map(({ label, href }) => ({ label, href }));
}

/**
 * Whether the item is the current page: its path or one below it (/reports/rep-1 is under Reports). The Dashboard
 * lives at '/', under which every path lies, so it only matches exactly.
 */
export function isCurrentPath(href: NavigationHref, location: string): boolean {
  if (href === appRoutes.dashboard) return location === appRoutes.dashboard;
  return location === href || location.startsWith(`${href}/`);
}
