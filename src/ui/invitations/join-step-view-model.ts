import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { NOT_INVITED_MESSAGE } from '@/domain/invitations';
import { ApiClient } from '@/ports/api-client';
import { type ApiPlanMembership, errorCode, errorMessage } from '@/ui/invitations/invitations-api';

/** Shown when joining failed without a message of the server. */
export const JOIN_PLAN_FAILED = 'Joining the plan did not go through. Nothing was lost; please try again.';

/** The participant checkout's last step (decision 0240): the plan joined, no fee, and the joinder filed on joining. */
@injectable()
export class JoinStepViewModel {
  status: 'loading' | 'invited' | 'notInvited' | 'joining' | 'failed' = 'loading';
  plan: ApiPlanMembership | undefined = undefined;
  message: string | undefined = undefined;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Reads the plan the participant joined by invitation. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const plan = await this.api.get<ApiPlanMembership>('/plan-membership');
      runInAction(() => {
        this.plan = plan;
        this.status = 'invited';
      });
    } catch (error) {
      runInAction(() => {
        this.status = errorCode(error) === 'not_invited' ? 'notInvited' : 'failed';
        this.message = this.status === 'notInvited' ? NOT_INVITED_MESSAGE : (errorMessage(error) ?? JOIN_PLAN_FAILED);
      });
    }
  }

  /** Joins the plan (no fee); resolves true once the joinder is filed. */
  async join(): Promise<boolean> {
    if (this.status !== 'invited' && this.status !== 'failed') return false;
    this.status = 'joining';
    this.message = undefined;
    try {
      await this.api.post('/plan-membership/join');
      return true;
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.message = errorMessage(error) ?? JOIN_PLAN_FAILED;
      });
      return false;
    }
  }
}
