import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { NOT_INVITED_MESSAGE, type PlanMembership } from '@/domain/invitations';
import { InvitationsApi } from '@/ports/invitations-api';
import { messageOf } from '@/ui/kit/port-failures';

/** Shown when joining failed without a message of the server. */
export const JOIN_PLAN_FAILED = 'Joining the plan did not go through. Nothing was lost; please try again.';

/** The participant checkout's last step (decision 0240): the plan joined, no fee, and the joinder filed on joining. */
@injectable()
export class JoinStepViewModel {
  status: 'loading' | 'invited' | 'notInvited' | 'joining' | 'failed' = 'loading';
  plan: PlanMembership | undefined = undefined;
  message: string | undefined = undefined;

  constructor(@inject(InvitationsApi) private readonly api: InvitationsApi) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Reads the plan the participant joined by invitation. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const plan = await this.api.membership();
      runInAction(() => {
        this.plan = plan ?? undefined;
        this.status = plan === null ? 'notInvited' : 'invited';
        this.message = plan === null ? NOT_INVITED_MESSAGE : undefined;
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.message = messageOf(error) ?? JOIN_PLAN_FAILED;
      });
    }
  }

  /** Joins the plan (no fee); resolves true once the joinder is filed. */
  async join(): Promise<boolean> {
    if (this.status !== 'invited' && this.status !== 'failed') return false;
    this.status = 'joining';
    this.message = undefined;
    try {
      await this.api.join();
      return true;
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.message = messageOf(error) ?? JOIN_PLAN_FAILED;
      });
      return false;
    }
  }
}
