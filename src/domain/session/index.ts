export {
  type AdminMode,
  type AdminModeTransition,
  ADMIN_MODE_OFF,
  ROOT_PATH,
  enterAdminMode,
  exitAdminMode,
  parseAdminMode,
  safeInAppPath,
} from './admin-mode';
export {
  type User,
  type IdentityUser,
  type IdentitySessionData,
  type SessionStatus,
  type Session,
  type CobrowseSession,
  NO_COBROWSE,
  initialSession,
  resolveSession,
  withCurrentUser,
  beginLogout,
  loggedOut,
  isSignedIn,
  cobrowseStarted,
} from './session';
export { parseUser, parseIdentityUser, parseIdentitySessionData } from './parse-session-data';
export { MAGIC_LINK_TOKEN_PARAM, LOGIN_FLOW_PARAM, magicLinkToken, withoutMagicLinkToken } from './magic-link';
export { type PasskeyPlace, passkeyPlace } from './passkey-place';
export {
  type AdminModeReasonCheck,
  ADMIN_MODE_REASON_MAX,
  ADMIN_MODE_REASON_REQUIRED,
  ADMIN_MODE_REASON_TOO_LONG,
  checkAdminModeReason,
} from './admin-mode-reason';
