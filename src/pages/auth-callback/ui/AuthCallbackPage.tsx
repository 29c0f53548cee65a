import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

import { portalHomeUrl, startSession, takeReturnPath } from '@/entities/session';
import { appRoutes } from '@/shared/config';
import { leaveTo as leaveForReal, type LeaveTo } from '@/shared/lib/router';
import { Box, Inline } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';

import { type CallbackTokens, readCallbackTokens } from '../model/callbackTokens';

export interface AuthCallbackPageProps {
  /** Leaves the app for the portal. */
  leaveTo?: LeaveTo;
}

/** False when the id token cannot be read: nothing is stored then. */
function startedSession({ idToken, accessToken, refreshToken }: CallbackTokens): boolean {
  try {
    startSession({ IdToken: idToken, AccessToken: accessToken, RefreshToken: refreshToken });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the single-sign-on round trip ends (spec section 2): stores the session from the tokens in the URL and goes
 * back to the page the user asked for, or to the portal home when the tokens are missing or unreadable.
 */
export function AuthCallbackPage({ leaveTo = leaveForReal }: AuthCallbackPageProps) {
  const [, navigate] = useLocation();
  // StrictMode runs the effect twice; the second run would find the address bar already cleared and leave.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const { pathname, hash, search } = window.location;
    // The tokens leave the address bar (and so the history, bookmarks and the Referer) before anything can fail.
    window.history.replaceState(window.history.state, '', pathname);
    const tokens = readCallbackTokens({ hash, search });
    if (tokens && startedSession(tokens)) {
      // Replacing the entry keeps Back from returning to the callback, which has nothing left to read.
      navigate(takeReturnPath() ?? appRoutes.dashboard, { replace: true });
    } else {
      leaveTo(portalHomeUrl());
    }
  }, [leaveTo, navigate]);

  return (
    <Box as="main">
      <Inline role="status" justifyContent="center" padding="xxxl">
        <Spinner />
        <Text>
          <Trans>Finalizing authentication...</Trans>
        </Text>
      </Inline>
    </Box>
  );
}
