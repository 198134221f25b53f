import type { ReactElement } from 'react';
import type { TrustAccountRecord } from '@/domain/bank/bank-records';
import { formatDate } from '@/ui/kit/locale-format';
import { AppLink } from '@/ui/layout/app-link';
export { trustAccountLine } from '@/ui/bank/bank-home-tile';

/** The status of the plan's trust account in words. */
export function trustStatusText(account: TrustAccountRecord): string {
  return account.status === 'open' ? 'Open' : 'Being opened by the bank';
}

/**
 * The plan's trust account (decision 0313): the bank, the number masked to its last four, the plan it is held for and
 * where it stands. Shown on the bank application once it was sent.
 */
export function TrustAccountPanel({ account }: { account: TrustAccountRecord }): ReactElement {
  return (
    <section className="bank-trust" aria-labelledby="bank-trust-title">
      <h2 id="bank-trust-title">The plan’s trust account</h2>
      <dl className="bank-trust__facts">
        <div>
          <dt>Bank</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd data-testid="trust-account-number">{account.accountNumber ?? 'Number given when the account opens'}</dd>
        </div>
        <div>
          <dt>Held in the name of</dt>
          <dd>{account.accountTitle || 'Your plan'}</dd>
        </div>
        {account.planEin ? (
          <div>
            <dt>Plan EIN</dt>
            <dd>{account.planEin}</dd>
          </div>
        ) : undefined}
        <div>
          <dt>Status</dt>
          <dd data-testid="trust-account-status">
            {trustStatusText(account)}
            {account.openedAt ? ` since ${formatDate(account.openedAt)}` : ''}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Before the plan is adopted: the bank application waits for it, with the way there. */
export function PlanFirstNotice(): ReactElement {
  return (
    <div className="alert bank-plan-first" role="note" aria-labelledby="bank-plan-first-title">
      <p id="bank-plan-first-title">
        <strong>Adopt your plan first.</strong> The trust account is opened for the plan, in the plan’s name and with its EIN, so
        the bank application can be sent once the employer and plan setup is signed. You may fill in the steps now.
      </p>
      <AppLink to="/checkout" className="button">
        Go to employer and plan setup
      </AppLink>
    </div>
  );
}
