import { Trans, useLingui } from '@lingui/react/macro';
import {
  ClipboardCheck,
  ClipboardList,
  Database,
  FilePlus,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DialogTrigger, Link, VisuallyHidden } from 'react-aria-components';
import { useLocation } from 'wouter';

import { type User, useSession } from '@/entities/session';
import { Avatar } from '@/shared/ui/avatar';
import { Drawer } from '@/shared/ui/drawer';
import { IconButton } from '@/shared/ui/icon-button';
import { Tooltip, TooltipTrigger } from '@/shared/ui/tooltip';

import { useSidebarCollapsed } from '../model/collapsedPreference';
import { isCurrentPath, type NavigationHref, type NavigationItem, navigationFor } from '../model/navigation';
import { LogoutButton } from './LogoutButton';
import * as styles from './Sidebar.css';

/** The product's name, the same in every language. */
const PRODUCT_NAME = 'Survey Platform';

const ICONS: Record<NavigationHref, LucideIcon> = {
  '/': LayoutDashboard,
  '/create-survey': FilePlus,
  '/surveys': ClipboardList,
  '/raw-data': Database,
  '/reports': FileText,
};

/**
 * The app's sidebar (spec section 2): the product title, the menu with the current page marked, the signed-in user
 * and logout. From a tablet's width up it sits beside the page and collapses to icons (80 px instead of 256 px),
 * remembered across reloads. On a phone a top bar takes its place, and its menu button opens the same sidebar as a
 * drawer that closes on navigation. The menu follows the signed-in user's groups; the app shell renders the sidebar
 * only with a session, so without one it renders nothing.
 */
export interface SidebarProps {
  /** On a phone, whether the navigation drawer is open at first render (as react-aria's `defaultOpen`). */
  defaultNavigationOpen?: boolean;
}

export function Sidebar({ defaultNavigationOpen = false }: SidebarProps) {
  const { t } = useLingui();
  const session = useSession();
  const [isCollapsed, setCollapsed] = useSidebarCollapsed();
  const [isDrawerOpen, setDrawerOpen] = useState(defaultNavigationOpen);

  if (session.status !== 'authenticated') return null;

  return (
    <>
      <header className={styles.phoneBar}>
        <Brand />
        <DialogTrigger isOpen={isDrawerOpen} onOpenChange={setDrawerOpen}>
          <IconButton label={t`Open navigation`} tooltipPlacement="bottom">
            <Menu size={20} aria-hidden />
          </IconButton>
          <Drawer aria-label={t`Navigation`}>
            {({ close }) => (
              <>
                <div className={styles.header}>
                  <Brand />
                  <IconButton label={t`Close navigation`} size="sm" tooltipPlacement="bottom" onPress={close}>
                    <X size={18} aria-hidden />
                  </IconButton>
                </div>
                <SidebarContent user={session.user} isCollapsed={false} onNavigate={close} />
              </>
            )}
          </Drawer>
        </DialogTrigger>
      </header>
      <aside aria-label={t`Sidebar`} className={styles.sidebar} data-collapsed={isCollapsed || undefined}>
        <div className={styles.header}>
          <Brand isCollapsed={isCollapsed} />
          <IconButton
            label={isCollapsed ? t`Expand sidebar` : t`Collapse sidebar`}
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
        <SidebarContent user={session.user} isCollapsed={isCollapsed} />
      </aside>
    </>
  );
}

function Brand({ isCollapsed = false }: { isCollapsed?: boolean }) {
  return (
    <div className={styles.brand}>
      <span className={styles.logo}>
        <ClipboardCheck size={18} aria-hidden />
      </span>
      <LabelText isHidden={isCollapsed} className={styles.title}>
        {PRODUCT_NAME}
      </LabelText>
    </div>
  );
}

interface SidebarContentProps {
  user: User;
  isCollapsed: boolean;
  /** Called when a menu entry is followed: the drawer closes. */
  onNavigate?: () => void;
}

/** The menu and the signed-in user, in the sidebar and in the phone's drawer alike. */
function SidebarContent({ user, isCollapsed, onNavigate }: SidebarContentProps) {
  const { t } = useLingui();
  const [location] = useLocation();
  return (
    <>
      <nav aria-label={t`Main`} className={styles.nav}>
        <ul className={styles.navList}>
          {navigationFor(user.groups).map((item) => (
            <li key={item.href}>
              <NavigationLink item={item} isCurrent={isCurrentPath(item.href, location)} isCollapsed={isCollapsed} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.footer}>
        <div className={styles.user}>
          <Avatar name={user.username} isDecorative />
          <LabelText isHidden={isCollapsed} className={styles.userText}>
            <span className={styles.userName} title={user.username}>
              {user.username || <Trans>Unknown user</Trans>}
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
    </>
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
  onNavigate?: () => void;
}

/** A menu entry; collapsed, only its icon shows and a tooltip names it on hover and keyboard focus. */
function NavigationLink({ item, isCurrent, isCollapsed, onNavigate }: NavigationLinkProps) {
  const { i18n } = useLingui();
  const Icon = ICONS[item.href];
  const label = i18n._(item.label);
  return (
    <TooltipTrigger isDisabled={!isCollapsed}>
      <Link href={item.href} aria-current={isCurrent ? 'page' : undefined} className={styles.navLink} onPress={onNavigate}>
        <Icon size={20} aria-hidden className={styles.navIcon} />
        <LabelText isHidden={isCollapsed} className={styles.navLabel}>
          {label}
        </LabelText>
      </Link>
      <Tooltip placement="end">{label}</Tooltip>
    </TooltipTrigger>
  );
}
