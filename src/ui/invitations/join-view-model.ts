import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PlanMembership } from '@/domain/invitations';
import { CheckoutApi } from '@/ports/checkout-api';
import { InvitationsApi } from '@/ports/invitations-api';
import { Navigation } from '@/ports/navigation';
import { messageOf } from '@/ui/kit/port-failures';

/** Query parameter of the invitation link's token. */
export const INVITATION_PARAM = 'invitation';
/** Shown when the link carries no token or the call failed without a message. */
export const JOIN_FAILED = 'The invitation could not be opened. Ask the plan owner to send it again.';

/** The invitation link's page: accepts the invitation of the signed-in user and names the plan joined. */
@injectable()
export class JoinViewModel {
  /** `accepted`: the invitation is accepted; the participant joins once the joinder is signed (in the checkout). */
  status: 'accepting' | 'accepted' | 'failed' = 'accepting';
  plan: PlanMembership | undefined = undefined;
  message: string | undefined = undefined;

  constructor(
    @inject(InvitationsApi) private readonly api: InvitationsApi,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(CheckoutApi) private readonly checkout: CheckoutApi,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Accepts on mount. */
  activate(): void {
    void this.accept();
  }

  /** Accepts the invitation of the link's token (once; the token then leaves the address). */
  async accept(): Promise<void> {
    const token = this.navigation.queryParam(INVITATION_PARAM);
    if (token === undefined || token === '') {
      this.status = 'failed';
      this.message = JOIN_FAILED;
      return;
    }
    try {
      const plan = await this.api.accept(token);
      runInAction(() => {
        this.plan = plan;
        this.status = 'accepted';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.message = messageOf(error) ?? JOIN_FAILED;
      });
    }
  }

  /**
   * Opens the participant checkout. The invitation already says the role: it is saved with the checkout's progress
   * first, so the checkout does not ask "plan owner or participant?" again (a checkout already started keeps its own).
   */
  async continueToCheckout(): Promise<void> {
    try {
      const state = await this.checkout.checkout();
      if (Object.keys(state.steps).length === 0) await this.checkout.saveProgress('personalDetails', 'participant');
    } catch {
      // The checkout then asks the role itself.
    }
    this.navigation.navigate({ path: '/checkout' });
  }
}
