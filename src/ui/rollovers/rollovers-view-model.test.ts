import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeRolloversApi } from '@/adapters/fakes/fake-rollovers-api';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { rolloverRecordFixture } from '@/domain/rollovers/rollover-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { rolloversTileState } from '@/ui/rollovers/rollovers-home-tile';
import { RolloversViewModel, STATEMENT_UPLOAD_FAILED } from '@/ui/rollovers/rollovers-view-model';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function setup(planAcceptsRoth = true, storage = new MemoryKeyValueStorage(), accounts = new FakeAccountApi()) {
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const rollovers = new FakeRolloversApi(clock);
  rollovers.planAcceptsRothRollovers = planAcceptsRoth;
  const vm = new RolloversViewModel(rollovers, accounts, clock, storage);
  const requests = (): string[] => rollovers.calls.filter((c) => c === 'request');
  return { vm, rollovers, requests, storage };
}

describe('RolloversViewModel', () => {
  test('a direct rollover from request to received: letter signed, funds expected, amount and date', async () => {
    const { vm, rollovers } = setup();
    const signLetter = vi.spyOn(rollovers, 'signLetter');
    await vm.load();
    vm.requestForm.set('source_kind', '401k');
    vm.requestForm.set('provider', 'Fidelity');
    vm.requestForm.set('amount', '50,000');
    vm.requestForm.set('roth_amount', '12,500.50');
    await vm.request();
    expect(vm.rollovers).toHaveLength(1);
    expect(vm.selected).toMatchObject({
      sourceKind: '401k',
      provider: 'Fidelity',
      amountCents: 5_000_000,
      rothCents: 1_250_050,
      preTaxCents: 3_749_950,
      method: 'direct',
      distributionDate: null,
      status: 'requested',
    });

    await vm.signLetter();
    expect(vm.letterForm.messagesOf('signature')).toEqual(["The plan administrator's signature is required"]);
    vm.letterForm.set('administrator_name', 'Ada Lovelace');
    vm.letterForm.set('signature', PNG);
    await vm.signLetter();
    expect(signLetter).toHaveBeenCalledTimes(1);
    expect(signLetter).toHaveBeenCalledWith(vm.selectedId, {
      administratorName: 'Ada Lovelace',
      administratorTitle: '',
      signature: PNG,
    });
    expect(vm.selected?.status).toBe('letter_sent');
    await vm.expectFunds();
    expect(vm.selected?.status).toBe('funds_expected');
    vm.receivedForm.set('amount', '49,876.54');
    vm.receivedForm.set('received_date', '2026-11-24');
    await vm.markReceived();
    expect(vm.receivedForm.messagesOf('received_date')).toEqual([
      'Enter the day the money arrived (not before the request, not in the future)',
    ]);
    vm.receivedForm.set('received_date', '2026-11-23');
    await vm.markReceived();
    expect(vm.selected).toMatchObject({ status: 'received', receivedCents: 4_987_654, receivedDate: '2026-11-23' });
    expect(vm.notice).toBe('The rollover is received and entered in your contributions under Roll Overs.');
  });

  test('the rules show beside the fields: Roth into a plan without Roth rollovers, the 60-day rule of an indirect one', async () => {
    const { vm, requests } = setup(false);
    await vm.load();
    vm.requestForm.set('source_kind', '403b');
    vm.requestForm.set('provider', 'TIAA');
    vm.requestForm.set('amount', '1000');
    vm.requestForm.set('roth_amount', '10');
    vm.requestForm.set('method', 'indirect');
    vm.requestForm.set('distribution_date', '2026-10-01');
    expect(vm.deadline).toBe('2026-11-30');
    await vm.request();
    expect(requests()).toEqual([]);
    expect(vm.requestForm.messagesOf('roth_amount')).toEqual([
      'This plan has no Roth rollover account, and Roth money can only roll into a Roth account',
    ]);
    vm.requestForm.set('distribution_date', '2026-09-01');
    expect(vm.requestForm.messagesOf('distribution_date')).toEqual([
      'The 60 days for an indirect rollover ended on Oct 31, 2026: the money can no longer be rolled over',
    ]);
  });

  test('the request typed survives a reload and is forgotten once sent', async () => {
    const first = setup();
    await first.vm.load();
    first.vm.requestForm.set('provider', 'Vanguard');
    first.vm.requestForm.set('amount', '1,234.56');
    const again = setup(true, first.storage);
    await again.vm.load();
    expect(again.vm.requestForm.text('provider')).toBe('Vanguard');
    expect(again.vm.requestForm.text('amount')).toBe('1,234.56');
    expect(again.vm.requestForm.text('method')).toBe('direct');
    again.vm.requestForm.set('source_kind', '403b');
    await again.vm.request();
    expect(again.requests()).toHaveLength(1);
    expect(again.vm.rollovers.map((r) => r.provider)).toEqual(['Vanguard']);
    expect(first.storage.keys().filter((k) => k.includes('rollovers'))).toEqual([]);
  });

  test("in admin mode the draft is the participant's: another participant's form starts empty", async () => {
    const storage = new MemoryKeyValueStorage();
    const acting = (id: string) => new FakeAccountApi().actFor({ id, email: `${id}@example.com`, name: null });
    const pat = setup(true, storage, acting('p-1'));
    await pat.vm.load();
    pat.vm.requestForm.set('provider', 'Vanguard');
    expect(storage.keys().filter((k) => k.includes('rollovers'))).toEqual([expect.stringContaining('p-1')]);
    const other = setup(true, storage, acting('p-2'));
    await other.vm.load();
    expect(other.vm.requestForm.text('provider')).toBe('');
  });

  test('the statement is filed in the folder Rollovers and attached; a refused file says why', async () => {
    const { vm, rollovers } = setup();
    rollovers.seed(rolloverRecordFixture({ id: 'r-1', status: 'letter_sent' }));
    await vm.load();
    vm.select('r-1');
    await vm.uploadStatement(new File(['%PDF-1.7'], 'june.pdf', { type: 'application/pdf' }));
    expect(vm.notice).toBe('The statement is attached and filed in your document library.');
    expect(rollovers.filed).toEqual([{ id: expect.any(String), folder: 'Rollovers', name: 'june.pdf' }]);
    expect(vm.selected?.statementDocumentId).toBe(rollovers.filed[0].id);
    rollovers.failNext = new ApiError('Request failed with status code 400', 'ERR_BAD_REQUEST', 400, {
      error: 'validation',
      fields: { file: ['The file is larger than 25 MB'] },
    });
    await vm.uploadStatement(new File(['x'], 'big.pdf'));
    expect(vm.failure).toBe('The file is larger than 25 MB');
    rollovers.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await vm.uploadStatement(new File(['x'], 'june.pdf'));
    expect(vm.failure).toBe(STATEMENT_UPLOAD_FAILED);
  });

  test('the home tile counts the rollovers on their way', () => {
    expect(rolloversTileState([], { now: new Date() })).toMatchObject({ status: 'No rollovers', tone: 'notStarted' });
    expect(rolloversTileState([rolloverRecordFixture({ status: 'letter_sent' })], { now: new Date() })).toMatchObject({
      status: '1 rollover on the way',
      facts: [{ label: 'Fidelity', value: '$50,000.00, letter of acceptance sent' }],
    });
    expect(rolloversTileState([rolloverRecordFixture({ status: 'received' })], { now: new Date() }).status).toBe(
      'All rollovers received',
    );
  });
});
