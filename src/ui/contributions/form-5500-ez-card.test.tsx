import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeContributionsApi } from '@/adapters/fakes/fake-contributions-api';
import { form5500EzStatusFixture } from '@/domain/contributions/contribution-record-fixtures';
import type { Form5500EzStatusRecord } from '@/domain/contributions/contribution-records';
import { Form5500EzCard } from '@/ui/contributions/form-5500-ez-card';
import { Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { RouterStore } from '@/ui/routing/router-store';
import { ContainerProvider } from '@/ui/shell/container-context';

const view = reactRootPerTest();

const status = form5500EzStatusFixture;

/** The 2026 plan year: July 31, 2027 is a Saturday. */
const MOVED: Partial<Form5500EzStatusRecord> = {
  statutoryDueDate: '2027-07-31',
  dueDate: '2027-08-02',
  dueDateNote: 'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503)',
  filingDeadline: '2027-08-02',
};

/** The card over the port's fake answering `answer` for the plan year (a status the fake's rules do not reach). */
async function card(answer: Form5500EzStatusRecord): Promise<HTMLElement> {
  const api = new FakeContributionsApi(new FakeClock());
  api.form5500Ez = async () => answer;
  const vm = new Form5500EzViewModel(api, new FakeClock(new Date('2027-08-10T12:00:00Z')));
  await vm.load();
  // The card links to the trust account page through the router.
  const container = new Container({ autobind: true });
  container.bind(RouterStore).toConstantValue({ navigate: vi.fn() } as unknown as RouterStore);
  return view.render(
    <ContainerProvider container={container}>
      <Form5500EzCard vm={vm} />
    </ContainerProvider>,
  );
}

describe('Form 5500-EZ card (decision 0231)', () => {
  test('past due: the penalty so far and the late-filer penalty relief program, as an alert', async () => {
    const host = await card(
      status({
        ...MOVED,
        pastDue: true,
        daysLate: 8,
        maxPenaltyCents: 200_000,
      }),
    );
    const alert = host.querySelector('[data-testid="late-filer-relief"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent?.replace(/\s+/g, ' ')).toBe(
      'The Form 5500-EZ for 2026 is past due' +
        'It was due on Aug 2, 2027 (or Oct 15, 2027 if you filed Form 5558 in time). The IRS can charge up to $250.00 a day, ' +
        'up to $150,000.00 per return: 8 days late comes to up to $2,000.00.' +
        'The IRS late-filer penalty relief program (Rev. Proc. 2015-32) replaces that penalty with a fee of $500.00 per late ' +
        'return, at most $1,500.00 per plan, as long as the IRS has not yet written to you about a penalty for the return. ' +
        'File each late return on paper with the IRS under the program, with its fee, and record the filing below once it is sent.',
    );
  });

  test('a due date on a Saturday: the status names the next business day and the rule (IRC 7503)', async () => {
    const host = await card(status(MOVED));
    expect(host.querySelector('[data-testid="form-5500-ez-status"]')?.textContent).toBe(
      'Required: file by Aug 2, 2027, or by Oct 15, 2027 with Form 5558.',
    );
    expect([...host.querySelectorAll('[data-testid="form-5500-ez-due-rule"]')].map((p) => p.textContent)).toEqual([
      'Jul 31, 2027 is a Saturday; due the next business day, Aug 2, 2027 (IRC 7503).',
    ]);
    expect(host.querySelector('[data-testid="form-5500-ez-assets"]')?.textContent).toBe('$300,000.00: 1 participant’s account');
  });

  test("the trust account's statements: months that do not reconcile are named as an alert; reconciled ones said so", async () => {
    const message =
      'The trust account does not reconcile for March and April 2026: review the statements before preparing the 5500-EZ';
    const flagged = await card(status({ statements: { reconciled: false, unreconciledMonths: [3, 4], message } }));
    const alert = flagged.querySelector('[data-testid="form-5500-ez-statements"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe(
      'The trust account does not reconcile for March and April 2026: review the statements before preparing the 5500-EZ. Open the trust account.',
    );
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/trust-account');
    const fine = await card(status({ statements: { reconciled: true, unreconciledMonths: [], message: null } }));
    expect(fine.querySelector('[data-testid="form-5500-ez-statements"]')?.textContent).toBe(
      "The trust account's statements for 2026 reconcile with the ledger.",
    );
    const none = await card(status({}));
    expect(none.querySelector('[data-testid="form-5500-ez-statements"]')).toBeNull();
  });

  test('the total assets name the participants’ accounts and the loans', async () => {
    const host = await card(status({ participants: 2, participantLoansCents: 1_000_000, planAssetsCents: 25_500_000 }));
    expect(host.querySelector('[data-testid="form-5500-ez-assets"]')?.textContent).toBe(
      '$255,000.00: 2 participants’ accounts and $10,000.00 in participant loans',
    );
  });

  test('a return due before 2020: $25 a day up to $15,000; with Form 5558 recorded, due the extended day', async () => {
    const host = await card(
      status({
        planYear: 2018,
        dueDate: '2019-07-31',
        extendedDueDate: '2019-10-15',
        filingDeadline: '2019-10-15',
        extension: { filed: true, filedOn: '2019-07-30' },
        pastDue: true,
        daysLate: 10,
        maxPenaltyCents: 25_000,
        penaltyPerDayCents: 2_500,
        penaltyCapCents: 1_500_000,
      }),
    );
    expect(host.querySelector('[data-testid="late-filer-relief"] p')?.textContent?.replace(/\s+/g, ' ')).toBe(
      'It was due on Oct 15, 2019, extended by Form 5558. The IRS can charge up to $25.00 a day, up to $15,000.00 per return: ' +
        '10 days late comes to up to $250.00.',
    );
    expect(host.querySelector('[data-testid="form-5558-extension"]')?.textContent).toBe(
      'Form 5558 filed on Jul 30, 2019: the return is due Oct 15, 2019.',
    );
  });

  test('filed: no relief text, the filing in words with its method and confirmation', async () => {
    const host = await card(status({ filing: { filed: true, filedOn: '2027-08-09', method: 'paper', confirmation: 'A-1' } }));
    expect(host.querySelector('[data-testid="late-filer-relief"]')).toBeNull();
    expect(host.querySelector('[data-testid="form-5500-ez-filing"]')?.textContent).toBe(
      'Filed on Aug 9, 2027 (On paper with the IRS), confirmation A-1.',
    );
    expect(host.textContent).toContain('Prepare the prefilled Form 5500-EZ');
  });

  test('an asset without its year-end value: the card names it and the return cannot be prepared (decision 0338)', async () => {
    const host = await card(
      status({
        yearEndValues: {
          complete: false,
          missing: ['Gold coins: no year-end value for 2026'],
          message: '1 asset needs a year-end value with its evidence for 2026 before the 5500-EZ can be prepared',
        },
      }),
    );
    const block = host.querySelector('[data-testid="form-5500-ez-year-end-values"]');
    expect(block?.getAttribute('role')).toBe('status');
    expect(block?.textContent?.replace(/\s+/g, ' ')).toBe(
      'Not ready to prepare: 1 asset needs a year-end value with its evidence for 2026 before the 5500-EZ can be prepared.' +
        'Gold coins: no year-end value for 2026' +
        'Record the year-end values on the Assets page, each with its statement, appraisal or quote.',
    );
    const prepare = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Prepare the prefilled Form 5500-EZ');
    expect(prepare?.disabled).toBe(true);
  });

  test('every year-end value recorded: nothing holds the return back', async () => {
    const host = await card(status());
    expect(host.querySelector('[data-testid="form-5500-ez-year-end-values"]')).toBeNull();
    const prepare = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Prepare the prefilled Form 5500-EZ');
    expect(prepare?.disabled).toBe(false);
  });
});
