import type { AccountSecurity } from '@/ports/account-security';
import type { AdminModeStore } from '@/ui/admin/admin-mode-store';
import type { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

/** The API's words when admin mode lacks a second factor (server/identity/step-up.ts), shown by the step-up prompt. */
export const ADMIN_STEP_UP_MESSAGE = 'Support users need a second factor before acting for a participant.';

/** Shown instead of entering admin mode when the support user has no second factor to give yet. */
export const ADMIN_NEEDS_FACTOR_MESSAGE =
  'Admin mode needs a second factor. Add an authenticator app or a passkey on your profile, then act as the participant.';

/** How an attempt to enter admin mode ended. */
export type AdminModeEntry = 'entered' | 'needs-second-factor' | 'cancelled';

/** What entering admin mode needs: the session's factors, the step-up prompt and the tab's admin mode. */
export interface AdminModeEntryDeps {
  security: Pick<AccountSecurity, 'sessionStrength' | 'factors'>;
  stepUp: Pick<StepUpPrompt, 'ask'>;
  adminMode: Pick<AdminModeStore, 'enter'>;
}

/**
 * Enters admin mode for `participant` only with a second factor in the session (decision 0266): a session with one
 * enters at once; a support user who has a factor but signed in without it is asked for it first (the step-up prompt);
 * one without any factor is not let in and is told to add one on the profile. When the factors cannot be read, the
 * API decides (its step-up answer opens the same prompt).
 */
export async function enterAdminModeWithSecondFactor(
  deps: AdminModeEntryDeps,
  participant: { id: string; participantName?: string },
): Promise<AdminModeEntry> {
  if (!deps.security.sessionStrength().hasSecondFactor) {
    const read = await deps.security.factors();
    const factors = read.ok ? read.data : undefined;
    if (factors && !factors.totp && !factors.passkey) return 'needs-second-factor';
    if (factors && !(await deps.stepUp.ask(ADMIN_STEP_UP_MESSAGE))) return 'cancelled';
  }
  deps.adminMode.enter(participant);
  return 'entered';
}
