import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { pageCount, RESET_REASON_MESSAGE, supportSearchError, type SupportPage, type SupportUserRecord } from '@/domain/support';
import { validateSearch } from '@/domain/validation';
import { AccountSecurity } from '@/ports/account-security';
import { SupportApi } from '@/ports/support-api';
import {
  ADMIN_NEEDS_FACTOR_MESSAGE,
  askAdminModeReason,
  SUPPORT_NEEDS_FACTOR_MESSAGE,
  SUPPORT_STEP_UP_MESSAGE,
  secondFactorInSession,
} from '@/ui/admin/admin-mode-entry';
import { AdminModeEntryForm } from '@/ui/admin/admin-mode-entry-form';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { SessionStore } from '@/ui/session/session-store';
import { fieldsOf, messageOf } from '@/ui/kit/port-failures';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

/** Users shown per page. */
export const USERS_PER_PAGE = 10;
/** Shown when a request of the console fails without a message of its own. */
export const SUPPORT_FAILED_MESSAGE = 'That did not work. Please try again.';
/**
 * The message of the first rule a search value breaks: the console asks for a value (a blank one breaks the spec's
 * search rules), then the support search rule the server applies (`supportSearchError`).
 */
export function searchValueError(value: string): string | undefined {
  return value.trim() === '' ? validateSearch(value) : supportSearchError(value);
}

/** How a user is named on screen: the name, else the e-mail. */
export function userLabel(u: SupportUserRecord): string {
  return u.name?.trim() ? u.name : u.email;
}

/**
 * The support console: find users, see their status, resend a sign-in link, disable or re-enable, reset their second
 * factors, act as them.
 */
@injectable()
export class SupportConsoleViewModel {
  /** The search value typed so far. */
  query = '';
  /** The search value's message after a search attempt. */
  error: string | undefined = undefined;
  /** The last page found; undefined before any search. */
  result: SupportPage<SupportUserRecord> | undefined = undefined;
  /** True while a search runs. */
  searching = false;
  /** The id of the user an action is running for. */
  busyId: string | undefined = undefined;
  /**
   * What found no second factor to give: "act as" (admin mode needs one, decision 0266) or the console itself (its
   * powers need one too, decision 0269); undefined otherwise.
   */
  factorNeededFor: 'admin' | 'console' | undefined = undefined;
  /** The outcome of the last action, for the status line. */
  notice: { text: string; tone: 'ok' | 'error' } | undefined = undefined;
  private searched = '';

  constructor(
    @inject(SupportApi) private readonly support: SupportApi,
    @inject(AdminModeStore) private readonly adminMode: AdminModeStore,
    @inject(AccountSecurity) private readonly security: AccountSecurity,
    @inject(StepUpPrompt) private readonly stepUp: StepUpPrompt,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.entry = new AdminModeEntryForm(support, this.adminMode);
    makeAutoObservable<SupportConsoleViewModel, 'session'>(this, { session: false, entry: false }, { autoBind: true });
  }

  /** The reason dialog of "Act as" (decision 0297). */
  readonly entry: AdminModeEntryForm;

  /**
   * The support user's own id, as the session read it at sign-in (their own row offers no disable or reset: the server
   * refuses both). Undefined when that read failed; the server's refusal then still stands.
   */
  get selfId(): string | undefined {
    return this.session.session.user?.id;
  }

  /** Updates the search value and clears its message. */
  setQuery(value: string): void {
    this.query = value;
    this.error = undefined;
  }

  /** True when the support user must add a second factor on the profile first. */
  get needsSecondFactor(): boolean {
    return this.factorNeededFor !== undefined;
  }

  /** Why a second factor is needed, in words. */
  get secondFactorMessage(): string {
    return this.factorNeededFor === 'console' ? SUPPORT_NEEDS_FACTOR_MESSAGE : ADMIN_NEEDS_FACTOR_MESSAGE;
  }

  /** How many pages the last search found. */
  get pages(): number {
    return this.result ? pageCount(this.result.total, this.result.pageSize) : 0;
  }

  /** Checks the value and shows the first page of matching users. */
  async search(): Promise<void> {
    this.error = searchValueError(this.query);
    if (this.error) return;
    this.searched = this.query.trim();
    await this.load(1);
  }

  /** Shows page `page` of the last search. */
  async goToPage(page: number): Promise<void> {
    if (page < 1 || (this.result && page > this.pages)) return;
    await this.load(page);
  }

  /**
   * The console's powers need a second factor in the session (decision 0269): asks for it (the step-up prompt) when the
   * user has one, says to add one when they have none; true when the call may go on.
   */
  private async secondFactor(): Promise<boolean> {
    const check = await secondFactorInSession({ security: this.security, stepUp: this.stepUp }, SUPPORT_STEP_UP_MESSAGE);
    runInAction(() => {
      this.factorNeededFor = check === 'needs-second-factor' ? 'console' : undefined;
      if (check === 'cancelled') this.notice = { text: SUPPORT_STEP_UP_MESSAGE, tone: 'error' };
    });
    return check === 'given';
  }

  private async load(page: number): Promise<void> {
    if (!(await this.secondFactor())) return;
    this.searching = true;
    try {
      const result = await this.support.users(this.searched, page, USERS_PER_PAGE);
      runInAction(() => (this.result = result));
    } catch (e) {
      runInAction(() => {
        this.error = fieldsOf(e)?.q?.[0] ?? SUPPORT_FAILED_MESSAGE;
      });
    } finally {
      runInAction(() => (this.searching = false));
    }
  }

  /** True for the support user's own row. */
  isSelf(user: SupportUserRecord): boolean {
    return user.id === this.selfId;
  }

  /** The user whose disabling waits for confirmation. */
  confirming: SupportUserRecord | undefined = undefined;

  /** Disabling asks for confirmation first; re-enabling happens at once. */
  async requestToggle(user: SupportUserRecord): Promise<void> {
    if (user.status === 'enabled') this.confirming = user;
    else await this.toggleStatus(user);
  }

  /** Drops the pending confirmation. */
  cancelConfirm(): void {
    this.confirming = undefined;
  }

  /** Disables the user waiting for confirmation. */
  async confirmDisable(): Promise<void> {
    const user = this.confirming;
    this.confirming = undefined;
    if (user) await this.toggleStatus(user);
  }

  /** Disables an enabled user or re-enables a disabled one. */
  async toggleStatus(user: SupportUserRecord): Promise<void> {
    const status = user.status === 'enabled' ? 'disabled' : 'enabled';
    await this.act(user, async () => {
      const updated = await this.support.setUserStatus(user.id, status);
      runInAction(() => {
        if (this.result) this.result.items = this.result.items.map((u) => (u.id === updated.id ? updated : u));
      });
      return status === 'disabled'
        ? `${userLabel(user)} is disabled and signed out everywhere.`
        : `${userLabel(user)} can sign in again.`;
    });
  }

  /** The user whose second-factor reset waits for a reason and confirmation (decision 0273). */
  resetting: SupportUserRecord | undefined = undefined;
  /** The reason typed for the reset. */
  resetReason = '';
  /** The reason's message after a confirmation attempt without one. */
  resetReasonError: string | undefined = undefined;

  /** Opens the reset dialog for the user, with an empty reason. */
  requestReset(user: SupportUserRecord): void {
    this.resetting = user;
    this.resetReason = '';
    this.resetReasonError = undefined;
  }

  /** Updates the reason and clears its message. */
  setResetReason(value: string): void {
    this.resetReason = value;
    this.resetReasonError = undefined;
  }

  /** Closes the reset dialog without resetting anything. */
  cancelReset(): void {
    this.resetting = undefined;
  }

  /**
   * Resets the second factors of the user in the dialog (their TOTP, passkeys and recovery codes are removed and their
   * sessions ended; they are told by e-mail); without a reason, says so next to the field and keeps the dialog open.
   */
  async confirmReset(): Promise<void> {
    const user = this.resetting;
    if (user === undefined) return;
    const reason = this.resetReason.trim();
    if (reason === '') {
      this.resetReasonError = RESET_REASON_MESSAGE;
      return;
    }
    this.resetting = undefined;
    await this.act(user, async () => {
      await this.support.resetFactors(user.id, reason);
      return `${userLabel(user)} has no second factors now and is signed out everywhere. They were told by e-mail.`;
    });
  }

  /** Sends the user a new sign-in link. */
  async resendLink(user: SupportUserRecord): Promise<void> {
    await this.act(user, async () => {
      const sent = await this.support.sendSignInLink(user.id);
      return `A new sign-in link is on its way to ${sent.maskedEmail}.`;
    });
  }

  /** "Act as" the user: once the session has a second factor, asks for the reason (the dialog enters admin mode). */
  async actAs(user: SupportUserRecord): Promise<void> {
    const entry = await askAdminModeReason(
      { security: this.security, stepUp: this.stepUp, entry: this.entry },
      { id: user.id, participantName: userLabel(user) },
    );
    runInAction(() => (this.factorNeededFor = entry === 'needs-second-factor' ? 'admin' : undefined));
  }

  private async act(user: SupportUserRecord, run: () => Promise<string>): Promise<void> {
    this.notice = undefined;
    if (!(await this.secondFactor())) return;
    this.busyId = user.id;
    try {
      const text = await run();
      runInAction(() => (this.notice = { text, tone: 'ok' }));
    } catch (e) {
      const text = messageOf(e) ?? SUPPORT_FAILED_MESSAGE;
      runInAction(() => (this.notice = { text, tone: 'error' }));
    } finally {
      runInAction(() => (this.busyId = undefined));
    }
  }
}
