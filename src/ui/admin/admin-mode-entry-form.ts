import { makeAutoObservable, runInAction } from 'mobx';
import { checkAdminModeReason } from '@/domain/session';
import type { SupportApi } from '@/ports/support-api';
import { fieldsOf, messageOf as refusalMessage } from '@/ui/kit/port-failures';
import type { AdminModeStore } from '@/ui/admin/admin-mode-store';

/** Shown in the reason dialog when the API could not open the visit and said nothing a person can read. */
export const ADMIN_MODE_ENTRY_FAILED_MESSAGE = 'Admin mode could not be entered. Please try again.';

/** The participant the reason dialog is for. */
export interface AdminModeCandidate {
  id: string;
  participantName?: string;
}

function messageOf(error: unknown): string {
  return fieldsOf(error)?.reason?.[0] ?? refusalMessage(error) ?? ADMIN_MODE_ENTRY_FAILED_MESSAGE;
}

/**
 * The reason dialog of admin mode (decision 0297): which participant it is for, the reason typed so far and its
 * message. Confirming checks the reason (the domain rule the server applies too), opens the visit
 * (POST /support/admin-mode, audited with the reason) and only then turns the tab's admin mode on; a refusal keeps the
 * dialog open with the message and the reason typed.
 */
export class AdminModeEntryForm {
  /** The participant the dialog is open for; undefined while it is closed. */
  candidate: AdminModeCandidate | undefined = undefined;
  /** The reason typed so far. */
  reason = '';
  /** The message of the reason's rule, or of the API's refusal. */
  error: string | undefined = undefined;
  /** True while the visit is being opened. */
  busy = false;

  constructor(
    private readonly support: Pick<SupportApi, 'enterAdminMode'>,
    private readonly adminMode: Pick<AdminModeStore, 'enter'>,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Opens the dialog for `candidate` with an empty reason. */
  open(candidate: AdminModeCandidate): void {
    this.candidate = candidate;
    this.reason = '';
    this.error = undefined;
    this.busy = false;
  }

  /** Updates the reason and clears its message. */
  setReason(value: string): void {
    this.reason = value;
    this.error = undefined;
  }

  /** Closes the dialog; admin mode stays as it was. */
  cancel(): void {
    if (this.busy) return;
    this.candidate = undefined;
  }

  /** Checks the reason, opens the visit and enters admin mode; answers whether it did. */
  async confirm(): Promise<boolean> {
    const candidate = this.candidate;
    if (candidate === undefined || this.busy) return false;
    const checked = checkAdminModeReason(this.reason);
    if (!checked.ok) {
      this.error = checked.message;
      return false;
    }
    this.busy = true;
    try {
      await this.support.enterAdminMode(candidate.id, checked.reason);
    } catch (e) {
      runInAction(() => {
        this.error = messageOf(e);
        this.busy = false;
      });
      return false;
    }
    runInAction(() => {
      this.busy = false;
      this.candidate = undefined;
    });
    this.adminMode.enter(candidate);
    return true;
  }
}
