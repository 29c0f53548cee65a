import {
  ClipboardCheck,
  ClipboardList,
  Database,
  FilePlus,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  PanelLeftClose,
  PanelLeftOpen,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, VisuallyHidden } from 'react-aria-components';
import { useLocation } from 'wouter';

import { useSession } from '@/entities/session';
import { LogoutButton } from './LogoutButton';
import { Avatar } from '@/shared/ui/avatar';
import { IconButton } from '@/shared/ui/icon-button';
import { Tooltip, TooltipTrigger } from '@/shared/ui/tooltip';

import { useSidebarCollapsed } from '../model/collapsedPreference';
import { isCurrentPath, type NavigationHref, type NavigationItem, navigationFor } from '../model/navigation';
import * as styles from './Sidebar.css';

const ICONS: Record<NavigationHref, LucideIcon> = {
  '/': LayoutDashboard,
  '/create-survey': FilePlus,
  '/surveys': ClipboardList,
  '/raw-data': Database,
  '/reports': FileText,
};

/**
 * The app's sidebar (spec section 2): the product title, the menu with the current page marked, the signed-in user
 * and logout. It collapses to icons (80 px instead of 256 px) and remembers that across reloads. The menu follows the
 * signed-in user's groups; the app shell renders the sidebar only with a session, so without one it renders nothing.
 */
export function Sidebar() {
  const session = useSession();
  const [isCollapsed, setCollapsed] = useSidebarCollapsed();
  const [location] = useLocation();

  if (session.status !== 'authenticated') return null;
  const { user } = session;

  return (
    <aside aria-label="Sidebar" className={styles.sidebar} data-collapsed={isCollapsed || undefined}>
      <div className={styles.header}>
        <div className={styles.brand}>
          <span className={styles.logo}>
            <ClipboardCheck size={18} aria-hidden />
          </span>
          <LabelText isHidden={isCollapsed} className={styles.title}>
            Survey Platform
          </LabelText>
        </div>
        <IconButton
          label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!isCollapsed}
          size="sm"
          tooltipPlacement="end"
          onPress={() => {
            setCollapsed(!isCollapsed);
          }}
        >
          {isCollapsed ? <PanelLeftOpen size={18} aria-hidden /> : <PanelLeftClose size={18} aria-hidden />}
        </IconButton>
      </div>

      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.navList}>
          {navigationFor(user.groups).map((item) => (
            <li key={item.href}>
              <NavigationLink item={item} isCurrent={isCurrentPath(item.href, location)} isCollapsed={isCollapsed} />
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.footer}>
        <div className={styles.user}>
          <Avatar name={user.username} isDecorative />
          <LabelText isHidden={isCollapsed} className={styles.userText}>
            <span className={styles.userName} title={user.username}>
              {user.username || 'Unknown user'}
            </span>
            {user.email ? (
              <span className={styles.userEmail} title={user.email}>
                {user.email}
              </span>
            ) : null}
          </LabelText>
        </div>
        <LogoutButton isCollapsed={isCollapsed} />
      </div>
    </aside>
  );
}

/** Text that a collapsed sidebar hides from sight but keeps for screen readers. */
function LabelText({ isHidden, className, children }: { isHidden: boolean; className: string; children: ReactNode }) {
  if (isHidden) return <VisuallyHidden elementType="span">{children}</VisuallyHidden>;
  return <span className={className}>{children}</span>;
}

interface NavigationLinkProps {
  item: NavigationItem;
  isCurrent: boolean;
  isCollapsed: boolean;
}

/** A menu entry; collapsed, only its icon shows and a tooltip names it on hover and keyboard focus. */
function NavigationLink({ item, isCurrent, isCollapsed }: NavigationLinkProps) {
  const Icon = ICONS[item.href];
  return (
    <TooltipTrigger isDisabled={!isCollapsed}>
      <Link href={item.href} aria-current={isCurrent ? 'page' : undefined} className={styles.navLink}>
        <Icon size={20} aria-hidden className={styles.navIcon} />
        <LabelText isHidden={isCollapsed} className={styles.navLabel}>
          {item.label}
        </LabelText>
      </Link>
      <Tooltip placement="end">{item.label}</Tooltip>
    </TooltipTrigger>
  );
}
