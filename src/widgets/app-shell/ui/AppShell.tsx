import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

import { rememberReturnPath, ssoLoginUrl, useIsLoggingOut, useSession } from '@/entities/session';
import { leaveTo as leaveForReal, type LeaveTo } from '@/shared/lib/router';
import { Inline } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';

import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The navigation beside the page; the app composes it in, since widgets do not import each other. */
  sidebar: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Sends the browser to sign in. */
  leaveTo?: LeaveTo;
}

function SessionStatus({ message }: { message: string }) {
  return (
    <main className={styles.sessionStatus}>
      <Inline role="status" gap="md">
        <Spinner />
        <Text>{message}</Text>
      </Inline>
    </main>
  );
}

/**
 * The protected layout of every main page (spec section 2): the page shows only with a session. Without one the
 * browser goes to the single-sign-on login, remembering the requested page for the callback; while a logout is
 * under way it does not, since the session is being ended on purpose.
 */
export function AppShell({ sidebar, children, leaveTo = leaveForReal }: AppShellProps) {
  const { t } = useLingui();
  const session = useSession();
  const isLoggingOut = useIsLoggingOut();
  const [path] = useLocation();
  const search = useSearch();
  const mustSignIn = session.status === 'anonymous' && !isLoggingOut;
  // StrictMode runs effects twice; one trip to the sign-in page is enough. Reset once signed in, so a session that
  // ends later (a failed token refresh) sends the user to sign in again.
  const redirected = useRef(false);

  useEffect(() => {
    if (!mustSignIn) {
      redirected.current = false;
      return;
    }
    if (redirected.current) return;
    redirected.current = true;
    rememberReturnPath(search ? `${path}?${search}` : path);
    leaveTo(ssoLoginUrl());
  }, [mustSignIn, path, search, leaveTo]);

  if (isLoggingOut) return <SessionStatus message={t`Logging out...`} />;
  if (session.status === 'anonymous') return <SessionStatus message={t`Loading session...`} />;
  return (
    <div className={styles.shell}>
      {sidebar}
      <main className={styles.main}>{children}</main>
    </div>
  );
}
