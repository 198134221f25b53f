import 'reflect-metadata';
import { observer } from 'mobx-react-lite';
import { act, type ReactElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeLoansApi } from '@/adapters/fakes/fake-loans-api';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { LoanCard } from '@/ui/loans/loan-card';
import { LoansViewModel } from '@/ui/loans/loans-view-model';

const view = reactRootPerTest();

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The signed loans as the page lists them (the cards follow the view-model's loans). */
const Loans = observer(function Loans({ vm }: { vm: LoansViewModel }): ReactElement {
  return (
    <ul>
      {vm.signed.map((loan) => (
        <LoanCard key={loan.id} vm={vm} loan={loan} />
      ))}
    </ul>
  );
});

/** A signed $12,000 loan over 12 months on the fake, on Nov 23, 2026. */
async function signedLoan(): Promise<{ loans: FakeLoansApi; vm: LoansViewModel }> {
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const loans = new FakeLoansApi(clock);
  const vm = new LoansViewModel(loans, clock);
  await vm.load();
  vm.application.set('amount', '12,000');
  vm.application.set('term_months', '12');
  await vm.apply();
  vm.signing.set('loan_signature', PNG);
  vm.signing.set('signer_name', 'Jordan Quinn');
  await vm.sign();
  return { loans, vm };
}

function input(scope: ParentNode, label: string): HTMLInputElement {
  const found = Array.from(scope.querySelectorAll('label')).find((l) => l.textContent?.replace(/\s*\*$/, '') === label);
  const el = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!(el instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return el;
}

async function type(scope: ParentNode, label: string, value: string): Promise<void> {
  const el = input(scope, label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function button(scope: ParentNode, name: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

async function click(el: HTMLElement): Promise<void> {
  await act(async () => el.click());
}

describe('recording a loan repayment', () => {
  test('after a save the form resets to the next payment: 0 typed then sent again records nothing and says why', async () => {
    const { loans, vm } = await signedLoan();
    const host = await view.render(<Loans vm={vm} />);
    const level = (vm.signed[0]?.levelPaymentCents ?? 0) / 100;
    expect(input(host, 'Amount paid').value).toBe(level.toFixed(2));
    await click(button(host, 'Record the repayment'));
    await vi.waitFor(() => expect(vm.signed[0]?.repayments).toHaveLength(1));
    // The same field on the page, reset: the next payment's amount, no message.
    await vi.waitFor(() => expect(host.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(host.querySelector('.kit-field__error, [role="alert"]')).toBeNull();

    await type(host, 'Amount paid', '0');
    await click(button(host, 'Record the repayment'));
    expect(loans.calls.filter((c) => c.startsWith('repay:'))).toHaveLength(1);
    expect(vm.signed[0]?.repayments).toHaveLength(1);
    expect(host.textContent).toContain('Amount must be greater than $0.00');
  });

  test('a repayment recorded by mistake is reversed after a confirmation; cancelling sends nothing', async () => {
    const { loans, vm } = await signedLoan();
    const host = await view.render(<Loans vm={vm} />);
    await type(host, 'Amount paid', '250');
    await click(button(host, 'Record the repayment'));
    await vi.waitFor(() => expect(host.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(host.textContent).toContain('Paid so far$250.00');

    await click(button(host, 'Reverse the repayment of $250.00 paid on Nov 23, 2026'));
    const dialog = document.querySelector('dialog[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Reverse this repayment?');
    expect(dialog?.textContent).toContain(
      "The repayment of $250.00 paid on Nov 23, 2026 will no longer count: the loan's balance, next payment and schedule are worked out again without it.",
    );
    await click(button(dialog as Element, 'Keep the repayment'));
    expect(document.querySelector('dialog[role="alertdialog"]')).toBeNull();
    expect(loans.calls.filter((c) => c.startsWith('reverseRepayment'))).toEqual([]);

    await click(button(host, 'Reverse the repayment of $250.00 paid on Nov 23, 2026'));
    const again = document.querySelector('dialog[role="alertdialog"]') as Element;
    await type(again, 'Why it is reversed (optional)', 'Typed on the wrong loan');
    await click(button(again, 'Reverse the repayment'));
    await vi.waitFor(() => expect(host.textContent).toContain('No repayments recorded yet.'));
    expect(host.textContent).toContain('Paid so far$0.00');
    expect(loans.calls.filter((c) => c.startsWith('reverseRepayment'))).toHaveLength(1);
    expect(document.querySelector('dialog[role="alertdialog"]')).toBeNull();
  });
});
