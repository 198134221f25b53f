import type { AccountSecurity } from '@/ports/account-security';
import type { SupportApi } from '@/ports/support-api';
import type { AdminModeCandidate, AdminModeEntryForm } from '@/ui/admin/admin-mode-entry-form';
import type { AdminModeStore } from '@/ui/admin/admin-mode-store';
import type { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

/** The API's words when admin mode lacks a second factor (server/identity/step-up.ts), shown by the step-up prompt. */
export const ADMIN_STEP_UP_MESSAGE = 'Support users need a second factor before acting for a participant.';

/** Shown instead of entering admin mode when the support user has no second factor to give yet. */
export const ADMIN_NEEDS_FACTOR_MESSAGE =
  'Admin mode needs a second factor. Add an authenticator app or a passkey on your profile, then act as the participant.';

/** The API's words when the support console lacks a second factor (server/identity/step-up.ts; decision 0269). */
export const SUPPORT_STEP_UP_MESSAGE = 'Support users need a second factor before using the support console.';

/** Shown instead of the support console's answers when the support user has no second factor to give yet. */
export const SUPPORT_NEEDS_FACTOR_MESSAGE =
  'The support console needs a second factor. Add an authenticator app or a passkey on your profile, then try again.';

/** How "Act as" ended: the reason dialog opened, no second factor to give, or the step-up prompt was cancelled. */
export type AdminModeEntry = 'asked-reason' | 'needs-second-factor' | 'cancelled';

/** Whether the session has a second factor now: it had or was given one, the user has none, or the prompt was cancelled. */
export type SecondFactorInSession = 'given' | 'needs-second-factor' | 'cancelled';

/** What a support power needs to check the session: its factors and the step-up prompt. */
export interface SecondFactorDeps {
  security: Pick<AccountSecurity, 'sessionStrength' | 'factors'>;
  stepUp: Pick<StepUpPrompt, 'ask'>;
}

/** What "Act as" needs: the session's factors, the step-up prompt and the reason dialog. */
export interface AdminModeEntryDeps extends SecondFactorDeps {
  entry: Pick<AdminModeEntryForm, 'open'>;
}

/**
 * Makes sure the session has a second factor before a support power (decisions 0266, 0269): a session with `mfa` goes
 * on at once; a user who has a factor but signed in without it is asked for it (the step-up prompt, with `message`);
 * one without any factor is told to add one. When the factors cannot be read, the API decides (its step-up answer
 * opens the same prompt).
 */
export async function secondFactorInSession(deps: SecondFactorDeps, message: string): Promise<SecondFactorInSession> {
  if (deps.security.sessionStrength().hasSecondFactor) return 'given';
  const read = await deps.security.factors();
  const factors = read.ok ? read.data : undefined;
  if (factors && !factors.totp && !factors.passkey) return 'needs-second-factor';
  if (factors && !(await deps.stepUp.ask(message))) return 'cancelled';
  return 'given';
}

/**
 * "Act as" `participant`: only with a second factor in the session (decision 0266) is the reason dialog opened
 * (decision 0297; confirming it opens the audited visit and turns admin mode on). A session with one asks for the reason
 * at once; a support user who has a factor but signed in without it is asked for it first (the step-up prompt); one
 * without any factor is told to add one on the profile. When the factors cannot be read, the API decides (its step-up
 * answer opens the same prompt).
 */
export async function askAdminModeReason(deps: AdminModeEntryDeps, participant: AdminModeCandidate): Promise<AdminModeEntry> {
  const check = await secondFactorInSession(deps, ADMIN_STEP_UP_MESSAGE);
  if (check !== 'given') return check;
  deps.entry.open(participant);
  return 'asked-reason';
}

/**
 * Leaves admin mode (decision 0297): closes the visit on the server (DELETE /support/admin-mode/{id}, audited), then
 * turns the tab's admin mode off whatever the answer, so that a person is never stuck in it; a visit the server could
 * not close stays open there until the next leave for that participant (docs/decisions/0297).
 */
export async function leaveAdminMode(deps: {
  support: Pick<SupportApi, 'leaveAdminMode'>;
  adminMode: Pick<AdminModeStore, 'mode' | 'exit'>;
}): Promise<void> {
  await closeAdminModeVisit(deps.support, deps.adminMode.mode);
  deps.adminMode.exit();
}

/**
 * Closes the tab's admin-mode visit on the server (DELETE /support/admin-mode/{id}, audited; decision 0297) when the
 * tab is in admin mode; a failure is left to the server's open visit (see leaveAdminMode), never thrown.
 */
export async function closeAdminModeVisit(
  support: Pick<SupportApi, 'leaveAdminMode'>,
  mode: AdminModeStore['mode'],
): Promise<void> {
  if (!mode.enabled || mode.id === undefined) return;
  await support.leaveAdminMode(mode.id).catch(() => undefined);
}
