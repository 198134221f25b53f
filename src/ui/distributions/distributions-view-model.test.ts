import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeDistributionsApi } from '@/adapters/fakes/fake-distributions-api';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import type { DistributionSettings } from '@/domain/distributions';
import { distributionRecordFixture, distributionSettingsFixture } from '@/domain/distributions/distribution-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { DistributionsViewModel } from '@/ui/distributions/distributions-view-model';
import { requiredMinimumDistributionText } from '@/ui/distributions/required-distribution-text';
import { distributionsTileState } from '@/ui/distributions/distributions-home-tile';
import { StoreRegistry } from '@/ui/shell/store-registry';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function setup(
  personal: { DOB?: string; married?: boolean | string } = { DOB: '1990-05-01', married: false },
  settings: Partial<DistributionSettings> = {},
) {
  const married = personal.married === true || personal.married === 'true';
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const api = new FakeDistributionsApi(clock);
  api.dob = personal.DOB;
  api.settingsOf = distributionSettingsFixture({ married, ...settings });
  const adminMode = new AdminModeStore(
    new MemoryKeyValueStorage(),
    new FakeQueryCache(),
    new StoreRegistry(),
    new MemoryNavigation('/'),
  );
  const vm = new DistributionsViewModel(api, clock, adminMode);
  return { api, vm, adminMode };
}

async function hardshipToReview(vm: DistributionsViewModel): Promise<void> {
  await vm.load();
  vm.chooseKind('hardship');
  vm.next();
  vm.form.set('amount', '10,000.00');
  vm.toggleSource('pre_tax', true);
  vm.form.set('payment_method', 'check');
  vm.form.set('description', 'Hospital bills');
  vm.next();
  vm.form.set('hardship_reason', 'medical');
  vm.form.set('need_amount', '8,000');
  await vm.uploadDocument(new File(['%PDF-1.4'], 'bills.pdf', { type: 'application/pdf' }));
  vm.form.set('hardshipSignature', PNG);
  vm.next();
}

describe('DistributionsViewModel', () => {
  test('a hardship request with document and signature: steps, 10% default withholding, upload into the library, request', async () => {
    const { vm, api } = setup();
    await hardshipToReview(vm);
    expect(vm.steps).toEqual(['kind', 'details', 'hardship', 'review']);
    expect(vm.step).toBe('review');
    expect(vm.flow).toEqual({
      distributionFlowStage1: 'hardship',
      description: 'Hospital bills',
      distributionDocumentId: api.filed[0].id,
      hardshipSignature: PNG,
    });
    expect(api.filed).toEqual([{ id: expect.any(String), folder: 'Distributions', name: 'bills.pdf' }]);
    await vm.submit();
    expect(api.requests.map((r) => r.request)).toEqual([
      {
        kind: 'hardship',
        amountCents: 1_000_000,
        sources: ['pre_tax'],
        paymentMethod: 'check',
        withholdingPercent: 10,
        description: 'Hospital bills',
        hardshipReason: 'medical',
        needCents: 800_000,
        documentId: api.filed[0].id,
        signature: PNG,
        spouseConsent: false,
      },
    ]);
    expect(vm.sent).toMatchObject({ kind: 'hardship', amountCents: 1_000_000, withheldCents: 100_000, status: 'requested' });
    expect(vm.requests.map((r) => r.id)).toEqual([vm.sent?.id]);
    expect(await api.distributions()).toEqual([vm.sent]);
    expect(vm.step).toBe('kind');
    expect(vm.flow.distributionFlowStage1).toBeUndefined();
  });

  test('the hardship step stops an amount above the need plus taxes, and a missing signature or document', async () => {
    const { vm } = setup();
    await vm.load();
    vm.chooseKind('hardship');
    vm.next();
    vm.form.set('amount', '10,000.01');
    vm.toggleSource('pre_tax', true);
    vm.form.set('payment_method', 'check');
    vm.form.set('description', 'Bills');
    vm.next();
    vm.form.set('hardship_reason', 'medical');
    vm.form.set('need_amount', '8000');
    vm.next();
    expect(vm.step).toBe('hardship');
    expect(vm.form.messagesOf('need_amount')).toEqual([
      'A hardship distribution is limited to the amount needed plus the taxes on it',
    ]);
    expect(vm.form.messagesOf('distributionDocumentId')).toEqual(['Supporting document is required']);
    expect(vm.form.messagesOf('hardshipSignature')).toEqual(['Signature is required']);
    vm.back();
    vm.form.set('amount', '10000');
    vm.next();
    expect(vm.form.messagesOf('amount')).toEqual([]);
  });

  test('normal at 59½ needs the age; a married participant needs spouse consent; 20% is the floor on a rollover-eligible kind', async () => {
    const young = setup();
    await young.vm.load();
    young.vm.chooseKind('normal');
    young.vm.next();
    expect(young.vm.form.messagesOf('distributionFlowStage1')).toEqual(['A normal distribution is available from age 59½']);
    const older = setup({ DOB: '1960-01-01', married: 'true' });
    await older.vm.load();
    older.vm.chooseKind('normal');
    older.vm.next();
    expect(older.vm.step).toBe('details');
    expect(older.vm.form.text('withholding_percent')).toBe('20');
    older.vm.form.set('withholding_percent', '10');
    older.vm.next();
    expect(older.vm.form.messagesOf('withholding_percent')).toEqual(['Withholding must be at least 20%']);
    expect(older.vm.form.messagesOf('spouse_consent')).toEqual(["Your spouse's consent is required"]);
  });

  test('a bank payout needs the bank account the onboarding connected; a check does not', async () => {
    const none = setup({ DOB: '1960-01-01', married: false });
    await none.vm.load();
    none.vm.chooseKind('separation');
    none.vm.next();
    none.vm.form.set('amount', '500');
    none.vm.toggleSource('roth', true);
    none.vm.form.set('payment_method', 'bank');
    none.vm.next();
    expect(none.vm.step).toBe('details');
    expect(none.vm.form.messagesOf('payment_method')).toEqual([
      'Connect your bank account first (Bank account onboarding), or choose to be paid by check',
    ]);
    none.vm.form.set('payment_method', 'check');
    none.vm.next();
    expect(none.vm.step).toBe('review');
    const connected = setup(
      { DOB: '1960-01-01', married: false },
      { payoutAccount: { accountNumber: '••••6789', bankName: 'Chase' } },
    );
    await connected.vm.load();
    expect(connected.vm.payoutAccount).toEqual({ accountNumber: '••••6789', bankName: 'Chase' });
    connected.vm.chooseKind('separation');
    connected.vm.next();
    connected.vm.form.set('amount', '500');
    connected.vm.toggleSource('roth', true);
    connected.vm.form.set('payment_method', 'bank');
    connected.vm.next();
    expect(connected.vm.step).toBe('review');
  });

  test("in-service distributions and spouse consent follow the plan's settings", async () => {
    const strict = setup({ DOB: '1960-01-01', married: true }, { inServiceAllowed: false });
    await strict.vm.load();
    strict.vm.chooseKind('in_service');
    strict.vm.next();
    expect(strict.vm.form.messagesOf('distributionFlowStage1')).toEqual(['The plan does not allow in-service distributions']);
    const relaxed = setup({ DOB: '1960-01-01', married: true }, { spouseConsentRequired: false });
    await relaxed.vm.load();
    relaxed.vm.chooseKind('in_service');
    relaxed.vm.next();
    relaxed.vm.form.set('amount', '500');
    relaxed.vm.toggleSource('roth', true);
    relaxed.vm.form.set('payment_method', 'check');
    relaxed.vm.next();
    expect(relaxed.vm.form.messagesOf('spouse_consent')).toEqual([]);
    expect(relaxed.vm.step).toBe('review');
  });

  test('a pending request is withdrawn after the participant confirms; a refusal is shown', async () => {
    const { vm, api } = setup();
    api.seed(distributionRecordFixture({ id: 'd-1' }), distributionRecordFixture({ id: 'd-2', status: 'approved' }));
    await vm.load();
    vm.askWithdraw('d-1');
    expect(vm.confirmingWithdraw).toBe('d-1');
    vm.askWithdraw(undefined);
    expect(vm.confirmingWithdraw).toBeUndefined();
    vm.askWithdraw('d-1');
    await vm.withdraw('d-1');
    expect(api.calls.filter((c) => c.startsWith('withdraw'))).toEqual(['withdraw:d-1']);
    expect((await api.distributions()).map((r) => r.id)).toEqual(['d-2']);
    expect(vm.requests.map((r) => r.id)).toEqual(['d-2']);
    expect(vm.confirmingWithdraw).toBeUndefined();
    // d-2 is approved: only a request not yet approved can be withdrawn.
    await vm.withdraw('d-2');
    expect(vm.failure).toBe('Only a request not yet approved can be withdrawn');
    expect(vm.requests.map((r) => r.id)).toEqual(['d-2']);
  });

  test("the server's messages land beside their field on the right step, and nothing typed is lost", async () => {
    const { vm, api } = setup();
    await hardshipToReview(vm);
    // The uploaded document left the library before the request was sent.
    api.filed.length = 0;
    await vm.submit();
    expect(vm.step).toBe('hardship');
    expect(vm.form.messagesOf('distributionDocumentId')).toEqual(['Document not found']);
    expect(vm.form.text('amount')).toBe('10,000.00');
  });

  test('a failed load is logged and sets hasErrors; support in admin mode moves a request along', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { vm, api, adminMode } = setup();
    api.failNext = new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);
    await vm.load();
    expect(vm.hasErrors).toBe(true);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    api.seed(distributionRecordFixture({ id: 'd-7' }));
    await vm.load();
    expect(vm.canMoveStatus).toBe(false);
    adminMode.enter({ id: 'p-1', participantName: 'Pat' });
    expect(vm.canMoveStatus).toBe(true);
    await vm.moveStatus('d-7', 'approved');
    expect(vm.requests[0].status).toBe('approved');
    expect(vm.pending).toHaveLength(1);
  });
});

describe('DistributionsViewModel: the $200 withholding rule and the open RMDs (decisions 0285, 0286)', () => {
  test('under $200 in the year the hint says no withholding is required; the RMD is shown in words', async () => {
    const { vm } = setup(
      { DOB: '1953-12-15', married: false },
      {
        eligibleRolloverCentsThisYear: 5_000,
        requiredMinimumDistributions: [
          {
            year: 2026,
            ageAttained: 73,
            distributionPeriod: 26.5,
            priorYearEndBalanceCents: 50_000_000,
            amountCents: 1_886_793,
            dueDate: '2027-04-01',
            firstYear: true,
          },
        ],
      },
    );
    await vm.load();
    vm.form.set('amount', '149.99');
    expect(vm.withholdingRuleOf('normal').minimumPercent).toBe(0);
    vm.form.set('amount', '150.00');
    expect(vm.withholdingRuleOf('normal').minimumPercent).toBe(20);
    expect(vm.requiredMinimumDistributions.map(requiredMinimumDistributionText)).toEqual([
      "Your 2026 required minimum distribution: $18,867.93 (the plan's value of $500,000.00 at the end of 2025 divided by 26.5), due by Apr 1, 2027.",
    ]);
  });

  test('before sending, the review says what the request means for taxes: 10% additional tax under 59½, withholding, state, 1099-R', async () => {
    const { vm } = setup();
    await hardshipToReview(vm);
    expect(vm.step).toBe('review');
    expect(vm.taxNotes.additionalTax).toMatchObject({ applies: true, cents: 1_000_00 });
    expect(vm.taxNotes.additionalTax.text).toContain('You are under 59½ and a hardship is not an exception');
    expect(vm.taxNotes.federalWithholding).toBe(
      '10% is withheld for federal income tax ($1,000.00) and sent to the IRS; it counts toward the tax on your return.',
    );
    expect(vm.taxNotes.form1099R).toBe(
      'Form 1099-R for 2026 (code 1, early distribution, no known exception) reports it; it is sent to you by Feb 1, 2027.',
    );
  });

  test('home: an approved request waits for the owner as trustee (urgent); a participant is never told to pay it', () => {
    const approved = distributionRecordFixture({
      status: 'approved',
      history: [
        { status: 'requested', reason: null, amountCents: 1_000_00, at: '2026-11-02T10:00:00.000Z' },
        { status: 'approved', reason: null, amountCents: 1_000_00, at: '2026-11-03T10:00:00.000Z' },
      ],
    });
    const now = new Date('2026-11-04T12:00:00Z');
    expect(distributionsTileState([approved], { now })).toMatchObject({
      next: 'A separation from service of $1,000.00 was approved and waits for you: as the plan’s trustee, send it from the plan’s trust account by Nov 10, 2026.',
      urgency: 'waitingForOwner',
    });
    const participant = distributionsTileState([approved], { now, role: 'participant' });
    expect([participant.next, participant.urgency]).toEqual([undefined, undefined]);
  });
});
