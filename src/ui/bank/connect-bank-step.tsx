import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { isValidRoutingNumber } from '@/domain/bank/aba-routing-number';
import { ACCOUNT_TYPE_CHOICES } from '@/domain/bank/bank-options';
import { bankNameForRouting } from '@/domain/bank/routing-bank-names';
import type { BankApplicationViewModel } from '@/ui/bank/bank-application-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { RadioField, TextInputField } from '@/ui/kit/form-fields';
import { AppLink } from '@/ui/layout/app-link';

/** The routing number's bank, when the local table knows it. */
function routingHint(routing: string): string {
  if (!isValidRoutingNumber(routing)) return 'Nine digits, printed at the bottom left of a check.';
  return bankNameForRouting(routing) ?? 'A valid routing number.';
}

/**
 * Which account is which (decision 0313): the plan's trust account the bank opened holds the plan's money; the primary
 * account connected here is the owner's own (or the business's), where contributions come from.
 */
export const AccountRoles = observer(function AccountRoles({ vm }: { vm: BankApplicationViewModel }): ReactElement {
  const trust = vm.status?.trustAccount;
  const where = trust ? ` at ${trust.bankName}${trust.accountNumber ? ` (${trust.accountNumber})` : ''}` : '';
  return (
    <ul className="bank-roles" aria-label="Which account is which">
      <li data-testid="account-role-trust">
        <strong>The plan’s trust account</strong>
        {where}, in the plan’s name{trust?.accountTitle ? ` (${trust.accountTitle})` : ''}: holds the plan’s money. Contributions
        go in; asset purchases and distributions go out.
      </li>
      <li data-testid="account-role-primary">
        <strong>Your primary bank account</strong>, connected on this page: your own or your business’s account at any bank.
        Contributions are sent from it to the trust account; it is never the plan’s account.
      </li>
    </ul>
  );
});

/** Connect Your Primary Bank Account: account details, then the two micro-deposits. */
export const ConnectBankStep = observer(function ConnectBankStep({ vm }: { vm: BankApplicationViewModel }): ReactElement {
  return (
    <>
      <AccountRoles vm={vm} />
      <ConnectBankForms vm={vm} />
    </>
  );
});

const ConnectBankForms = observer(function ConnectBankForms({ vm }: { vm: BankApplicationViewModel }): ReactElement {
  const connection = vm.status?.connection;
  const form = vm.forms.connect;
  const deposits = vm.forms.deposits;
  if (connection?.status === 'connected') {
    return (
      <div className="bank-review">
        <p className="alert alert--success" role="status">
          Your primary bank account {connection.accountNumber}
          {connection.bankName ? ` at ${connection.bankName}` : ''} is connected.
        </p>
        <p>
          <AppLink to="/">Back to home</AppLink>
        </p>
      </div>
    );
  }
  if (connection && deposits) {
    const submit = (e: FormEvent): void => {
      e.preventDefault();
      void vm.verifyDeposits();
    };
    return (
      <form className="form" onSubmit={submit} noValidate aria-label="Confirm the two deposits">
        <p>
          We sent two small deposits to your {connection.accountType} account {connection.accountNumber}
          {connection.bankName ? ` at ${connection.bankName}` : ''} (routing {connection.routingNumber}). They show on your
          statement within 1 to 2 business days. Enter both amounts.
        </p>
        {connection.status === 'locked' ? (
          <ErrorAlert>Three wrong tries: the check is locked until {vm.lockedUntil}. Try again then.</ErrorAlert>
        ) : (
          <div className="kit-grid">
            <TextInputField form={deposits} name="deposit_1" inputMode="decimal" required hint="In dollars, e.g. 0.32" />
            <TextInputField form={deposits} name="deposit_2" inputMode="decimal" required hint="In dollars, e.g. 0.07" />
          </div>
        )}
        {vm.depositMessage ? <ErrorAlert>{vm.depositMessage}</ErrorAlert> : undefined}
        <ActionBar busy={vm.saving}>
          <Button type="submit" className="button button--primary" isDisabled={vm.saving || connection.status === 'locked'}>
            Confirm deposits
          </Button>
        </ActionBar>
      </form>
    );
  }
  if (!form) return <p>Loading…</p>;
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void vm.connect();
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Your primary bank account">
      <p>Your application is approved. Connect your primary bank account: the one your contributions come from.</p>
      <div className="kit-grid">
        <TextInputField
          form={form}
          name="routing_number"
          required
          inputMode="numeric"
          autoComplete="off"
          hint={routingHint(form.text('routing_number'))}
        />
        <TextInputField form={form} name="account_number" required inputMode="numeric" autoComplete="off" />
        <TextInputField form={form} name="account_number_confirm" required inputMode="numeric" autoComplete="off" />
        <RadioField form={form} name="account_type" required choices={ACCOUNT_TYPE_CHOICES} />
      </div>
      <p className="muted">Account and routing numbers are stored encrypted; only their last four digits are ever shown.</p>
      <ActionBar busy={vm.saving}>
        <Button type="submit" className="button button--primary" isDisabled={vm.saving}>
          {vm.saving ? 'Connecting…' : 'Connect account'}
        </Button>
      </ActionBar>
    </form>
  );
});
