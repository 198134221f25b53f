/** Admin mode: a support user acting as a named participant, kept per browser tab (spec sections 3, 4, 6). */
export interface AdminMode {
  readonly enabled: boolean;
  /** The participant's id while enabled. */
  readonly id: string | undefined;
  /** The participant's name while enabled. */
  readonly participantName: string | undefined;
  /** The path the support user was on when admin mode was entered. */
  readonly returnPath: string | undefined;
}

/** What a transition leads to: the new mode and the path the app navigates to. */
export interface AdminModeTransition {
  readonly mode: AdminMode;
  /** Where to navigate; undefined when the transition did not apply. */
  readonly navigateTo: string | undefined;
}

/** The root path, where the app goes when no path is remembered. */
export const ROOT_PATH = '/';

/** Admin mode switched off. */
export const ADMIN_MODE_OFF: AdminMode = Object.freeze({
  enabled: false,
  id: undefined,
  participantName: undefined,
  returnPath: undefined,
});

/** An in-app path (starts with one slash), or undefined: anything else could navigate off the site. */
export function safeInAppPath(path: string | undefined): string | undefined {
  if (path === undefined || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  return path;
}

/**
 * Enters admin mode for a participant: stores the id, the name and the current path, and navigates to the
 * remembered path (or the root). Switching participant keeps the path remembered on first entry
 * (decision 0025). A blank id does not apply.
 */
export function enterAdminMode(
  mode: AdminMode,
  participant: { id: string; participantName?: string },
  currentPath: string,
): AdminModeTransition {
  const id = participant.id.trim();
  if (id === '') return { mode, navigateTo: undefined };
  const returnPath = mode.enabled ? mode.returnPath : safeInAppPath(currentPath);
  const next: AdminMode = { enabled: true, id, participantName: participant.participantName?.trim() || undefined, returnPath };
  return { mode: next, navigateTo: returnPath ?? ROOT_PATH };
}

/** Leaves admin mode: clears it and navigates to the remembered path, or the root. */
export function exitAdminMode(mode: AdminMode): AdminModeTransition {
  return { mode: ADMIN_MODE_OFF, navigateTo: safeInAppPath(mode.returnPath) ?? ROOT_PATH };
}

/** Reads admin mode from stored tab data; anything malformed reads as off (decision 0025). */
export function parseAdminMode(stored: unknown): AdminMode {
  if (typeof stored !== 'object' || stored === null) return ADMIN_MODE_OFF;
  const record = stored as Record<string, unknown>;
  const { id, participantName, returnPath } = record;
  if (record.enabled !== true || typeof id !== 'string' || id.trim() === '') return ADMIN_MODE_OFF;
  return {
    enabled: true,
    id,
    participantName: typeof participantName === 'string' ? participantName : undefined,
    returnPath: typeof returnPath === 'string' ? safeInAppPath(returnPath) : undefined,
  };
}
