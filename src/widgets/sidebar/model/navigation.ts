import { canCreateSurvey } from '@/entities/session';

export type NavigationHref = '/' | '/create-survey' | '/surveys' | '/raw-data' | '/reports';

export interface NavigationItem {
  label: string;
  href: NavigationHref;
}

/** Spec section 2, in menu order; Create Survey needs the create permission of section 6. */
const MENU: readonly (NavigationItem & { needsCreatePermission?: true })[] = [
  { label: 'Dashboard', href: '/' },
  { label: 'Create Survey', href: '/create-survey', needsCreatePermission: true },
  { label: 'Surveys', href: '/surveys' },
  { label: 'Raw Data', href: '/raw-data' },
  { label: 'Reports', href: '/reports' },
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
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
