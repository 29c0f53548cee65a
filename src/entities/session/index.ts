export { decodeIdToken } from './model/idToken';
export {
  userFromClaims,
  canCreateSurvey,
  hasGlobalScope,
  dashboardSubtitle,
  userInitial,
  GLOBAL_SCOPE,
  type User,
  type UserClaims,
} from './model/user';
export { restoreSession, startSession, endSession, type Session, type NewSessionTokens } from './model/session';
export { useSession, type SessionState } from './model/useSession';
export { beginLogout, resetLogoutState, useIsLoggingOut } from './model/logoutState';
export { rememberReturnPath, takeReturnPath } from './model/returnPath';
export { ssoLoginUrl, logout, logoutDestination, portalSignOutUrl, portalHomeUrl } from './api/auth';
export { UserBadge, type UserBadgeProps } from './ui/UserBadge';

// Mocks for stories and tests.
export {
  makeIdToken,
  makeSessionTokens,
  demoUsers,
  logoutFixture,
  type DemoUser,
  type SessionTokenOptions,
} from './api/__mocks__/sessionFixtures';
export { sessionHandlers, sessionDefaultHandlers } from './api/__mocks__/sessionHandlers';
