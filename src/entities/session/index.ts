export { decodeIdToken } from './model/idToken';
export {
  userFromClaims,
  canCreateSurvey,
  hasGlobalScope,
  userInitial,
  GLOBAL_SCOPE,
  type User,
  type UserClaims,
} from './model/user';
export { restoreSession, startSession, endSession, type Session, type NewSessionTokens } from './model/session';
export { useSession, type SessionState } from './model/useSession';
export { beginLogout, useIsLoggingOut } from './model/logoutState';
export { rememberReturnPath, takeReturnPath } from './model/returnPath';
export { ssoLoginUrl, logout, logoutDestination, portalSignOutUrl, portalHomeUrl } from './api/auth';
export { UserBadge, type UserBadgeProps } from './ui/UserBadge';
