import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { OCTOBER_CSV } from '@/adapters/fakes/statement-files';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeStatementsApi } from '@/adapters/fakes/fake-statements-api';
import { Clock } from '@/ports/clock';
import { StatementsApi } from '@/ports/statements-api';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { ContainerProvider } from '@/ui/shell/container-context';
import TrustAccountPage from '@/ui/trust-account/trust-account-page';
import { TrustAccountViewModel } from '@/ui/trust-account/trust-account-view-model';

const view = reactRootPerTest();

/** The trust account page on the fake, its view-model the one the page reads. */
async function page(): Promise<{ api: FakeStatementsApi; vm: TrustAccountViewModel }> {
  const clock = new FakeClock(new Date('2026-11-23T10:00:00Z'));
  const api = new FakeStatementsApi(clock);
  const container = new Container({ autobind: true });
  const vm = new TrustAccountViewModel(api, clock);
  container.bind(StatementsApi).toConstantValue(api);
  container.bind(Clock).toConstantValue(clock);
  container.bind(TrustAccountViewModel).toConstantValue(vm);
  await view.render(
    <ContainerProvider container={container}>
      <TrustAccountPage />
    </ContainerProvider>,
  );
  await vi.waitFor(() => expect(vm.reconciliation).toBeDefined());
  return { api, vm };
}

const text = (): string => view.host.textContent?.replace(/\s+/g, ' ') ?? '';
const labelled = (words: string): HTMLElement => {
  const label = Array.from(view.host.querySelectorAll('label')).find((l) => l.textContent?.replace(/\s*\*$/, '') === words);
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : label?.querySelector('input');
  if (!control) throw new Error(`no control labelled ${words}`);
  return control;
};
const choose = async (words: string, value: string): Promise<void> => {
  const select = labelled(words) as HTMLSelectElement;
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
};

describe('the trust account page', () => {
  test('a malformed file: the line is named beside the file field, which says so to assistive technology', async () => {
    const { vm } = await page();
    await act(async () => vm.importFile(new File([`${OCTOBER_CSV}\n2026-10-31,FEE,"12,x",1`], 'bad.csv')));
    const field = labelled('Statement file');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById('statement-file-error');
    expect(error?.textContent).toBe('Line 4: the amount "12,x" is not a number');
    expect(field.getAttribute('aria-describedby')).toContain('statement-file-error');
  });

  test('transactions with their class and match state in words; Classify opens a labelled form that takes the focus', async () => {
    const { vm } = await page();
    await act(async () => vm.importFile(new File([OCTOBER_CSV], 'october.csv')));
    const rows = Array.from(view.host.querySelectorAll('[data-testid="statement-transaction"]'));
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent?.trim()).slice(0, 5))).toEqual([
      ['Oct 1, 2026', 'DEPOSIT QUINN LLC', '$5,000.00', 'Not classified', '⚑ Not classified'],
      ['Oct 31, 2026', 'INTEREST PAID', '$1.23', 'Investment incomeguessed from its words', 'No ledger entry needed'],
    ]);
    expect(text()).toContain('Reconciliation for October 2026 Does not reconcile');
    expect(text()).not.toMatch(/investment_income|contribution\b/);

    const classify = view.host.querySelector<HTMLButtonElement>(
      'button[aria-label="Classify DEPOSIT QUINN LLC, $5,000.00 on Oct 1, 2026"]',
    );
    await act(async () => classify?.click());
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('classify-title'));
    const cancel = Array.from(view.host.querySelectorAll('button')).find((b) => b.textContent === 'Cancel');
    await act(async () => cancel?.click());
    await vi.waitFor(() => expect(document.activeElement).toBe(classify));
    await act(async () => classify?.click());
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('classify-title'));
    await choose('What it is', 'contribution');
    await choose('Contribution source', 'Profit Sharing');
    expect((labelled('Tax year') as HTMLSelectElement).value).toBe('2026');
    expect(labelled('Use this for similar transactions')).toBeInstanceOf(HTMLInputElement);
    const save = Array.from(view.host.querySelectorAll('button')).find((b) => b.textContent === 'Save the class');
    await act(async () => save?.click());
    await vi.waitFor(() => expect(text()).toContain('Reconciliation for October 2026 Reconciled'));
    expect(text()).toContain('Contribution: Profit Sharing, 2026');
    expect(text()).toContain('Created');

    const september = view.host.querySelector<HTMLButtonElement>('button[aria-label="Show September 2026"]');
    await act(async () => september?.click());
    await vi.waitFor(() => expect(text()).toContain('Transactions in September 2026'));
    expect(vm.transactions).toEqual([]);
    expect(text()).toContain('Reconciliation for September 2026 Does not reconcile');
    expect(text()).toContain('No imported statement covers every day of September 2026');
  });
});
