import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type InvitationRecord,
  invitationEmailErrors,
  PARTICIPANT_PROGRESS_LABELS,
  type PlanMembership,
} from '@/domain/invitations';
import { InvitationsApi } from '@/ports/invitations-api';
import { fieldsOf, messageOf } from '@/ui/kit/port-failures';

/** Shown when the invitations could not be loaded. */
export const INVITATIONS_LOAD_FAILED = 'Your invitations could not be loaded. Try again in a moment.';
/** Shown when sending failed for another reason than a message of the server. */
export const SEND_FAILED = 'The invitation could not be sent. Nothing was lost; please try again.';

/** The participants page: the owner invites by e-mail and follows each participant; a participant sees their plan. */
@injectable()
export class InvitationsViewModel {
  invitations: InvitationRecord[] = [];
  /** The plan the signed-in user joined as a participant, if any. */
  membership: PlanMembership | null = null;
  loading = true;
  hasErrors = false;
  email = '';
  /** Whether the user tried to send (messages show from then on). */
  attempted = false;
  serverMessages: string[] = [];
  sending = false;
  /** A problem that is not about the field (no plan yet, network). */
  failure: string | undefined = undefined;
  /** The address just invited, for the confirmation. */
  sentTo: string | undefined = undefined;

  constructor(@inject(InvitationsApi) private readonly api: InvitationsApi) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Loads on mount. */
  activate(): void {
    void this.load();
  }

  /** Reads the owner's invitations and the user's own membership. */
  async load(): Promise<void> {
    this.loading = true;
    this.hasErrors = false;
    try {
      const [invitations, membership] = await Promise.all([this.api.invitations(), this.api.membership()]);
      runInAction(() => {
        this.invitations = invitations;
        this.membership = membership;
      });
    } catch {
      runInAction(() => (this.hasErrors = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The address typed. */
  setEmail(value: string): void {
    this.email = value;
    this.serverMessages = [];
  }

  /** The messages beside the e-mail field. */
  get emailMessages(): string[] {
    if (this.serverMessages.length > 0) return this.serverMessages;
    return this.attempted ? invitationEmailErrors(this.email, undefined) : [];
  }

  /** Sends the invitation; the list shows it at once. */
  async send(): Promise<boolean> {
    this.attempted = true;
    this.failure = undefined;
    this.sentTo = undefined;
    if (this.emailMessages.length > 0 || this.sending) return false;
    this.sending = true;
    try {
      const sent = await this.api.send(this.email.trim());
      runInAction(() => {
        this.invitations = [sent, ...this.invitations.filter((i) => i.id !== sent.id)];
        this.sentTo = sent.email;
        this.email = '';
        this.attempted = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.serverMessages = fieldsOf(error)?.email ?? [];
        if (this.serverMessages.length === 0) this.failure = messageOf(error) ?? SEND_FAILED;
      });
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Withdraws a pending invitation. */
  async revoke(id: string): Promise<void> {
    this.failure = undefined;
    try {
      const revoked = await this.api.revoke(id);
      runInAction(() => (this.invitations = this.invitations.map((i) => (i.id === id ? revoked : i))));
    } catch (error) {
      runInAction(() => (this.failure = messageOf(error) ?? SEND_FAILED));
    }
  }

  /** The words of an invitation's progress. */
  progressLabel(invitation: InvitationRecord): string {
    const label = PARTICIPANT_PROGRESS_LABELS[invitation.progress];
    return invitation.progress === 'checkout'
      ? `${label}: ${invitation.completedSteps} of ${invitation.totalSteps} steps done`
      : label;
  }
}
