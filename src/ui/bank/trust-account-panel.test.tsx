import 'reflect-metadata';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import type { BankApplicationRecord, TrustAccountRecord } from '@/domain/bank/bank-records';
import type { BankApplicationViewModel } from '@/ui/bank/bank-application-view-model';
import { AccountRoles } from '@/ui/bank/connect-bank-step';
import { PlanFirstNotice, TrustAccountPanel, trustAccountLine } from '@/ui/bank/trust-account-panel';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { RouterStore } from '@/ui/routing/router-store';
import { ContainerProvider } from '@/ui/shell/container-context';

const view = reactRootPerTest();

function render(element: ReactElement): Promise<HTMLElement> {
  const container = new Container({ autobind: true });
  container.bind(RouterStore).toConstantValue({ navigate: vi.fn(), pathname: '/onboarding' } as unknown as RouterStore);
  return view.render(<ContainerProvider container={container}>{element}</ContainerProvider>);
}

const OPEN: TrustAccountRecord = {
  bankName: 'Heritage Trust Bank',
  accountType: '401(k) trust checking account',
  accountNumber: '••••6789',
  accountTitle: 'Lovelace Solo 401(k) Plan',
  planEin: '98-7654321',
  status: 'open',
  openedAt: '2026-11-23T10:00:00.000Z',
};

const facts = (el: HTMLElement): string[] =>
  [...el.querySelectorAll('dl > div')].map((d) => `${d.querySelector('dt')?.textContent}: ${d.querySelector('dd')?.textContent}`);

describe('the plan’s trust account on the bank application (decision 0313)', () => {
  test('an opened account shows its bank, the masked number, the plan it is held for and its status', async () => {
    const el = await render(<TrustAccountPanel account={OPEN} />);
    expect(el.querySelector('h2')?.textContent).toBe('The plan’s trust account');
    expect(facts(el)).toEqual([
      'Bank: Heritage Trust Bank',
      'Account: ••••6789',
      'Held in the name of: Lovelace Solo 401(k) Plan',
      'Plan EIN: 98-7654321',
      'Status: Open since Nov 23, 2026',
    ]);
    expect(trustAccountLine(OPEN)).toBe('Heritage Trust Bank ••••6789, open');
  });

  test('an account being opened has no number yet and says so', async () => {
    const opening: TrustAccountRecord = { ...OPEN, accountNumber: null, status: 'opening', openedAt: null };
    const el = await render(<TrustAccountPanel account={opening} />);
    expect(facts(el)).toContain('Account: Number given when the account opens');
    expect(facts(el)).toContain('Status: Being opened by the bank');
    expect(trustAccountLine(opening)).toBe('Heritage Trust Bank, being opened');
  });

  test('before the plan is adopted the page leads to the employer and plan setup', async () => {
    const el = await render(<PlanFirstNotice />);
    expect(el.textContent).toContain('Adopt your plan first.');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/checkout');
    expect(el.querySelector('a')?.textContent).toBe('Go to employer and plan setup');
  });

  test('Connect Your Primary Bank Account says which account is which', async () => {
    const status = { trustAccount: OPEN } as BankApplicationRecord;
    const el = await render(<AccountRoles vm={{ status } as BankApplicationViewModel} />);
    expect(el.querySelector('[data-testid="account-role-trust"]')?.textContent).toBe(
      'The plan’s trust account at Heritage Trust Bank (••••6789), in the plan’s name (Lovelace Solo 401(k) Plan): holds the plan’s money. Contributions go in; asset purchases and distributions go out.',
    );
    expect(el.querySelector('[data-testid="account-role-primary"]')?.textContent).toBe(
      'Your primary bank account, connected on this page: your own or your business’s account at any bank. Contributions are sent from it to the trust account; it is never the plan’s account.',
    );
  });
});
