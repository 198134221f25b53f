import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeBeneficiariesApi } from '@/adapters/fakes/fake-beneficiaries-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import type { BeneficiaryOverview } from '@/domain/beneficiaries';
import { CHILD_BENEFICIARY as CHILD, designationRecordFixture } from '@/domain/beneficiaries/designation-record-fixtures';
import { beneficiariesTileState } from '@/ui/beneficiaries/beneficiaries-home-tile';
import {
  AWAITING_NOTICE,
  BeneficiariesViewModel,
  CONSENTED_NOTICE,
  IN_FORCE_NOTICE,
  parseShare,
} from '@/ui/beneficiaries/beneficiaries-view-model';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function setup(married = true, storage = new MemoryKeyValueStorage()) {
  const beneficiaries = new FakeBeneficiariesApi(new FakeClock(new Date('2026-11-23T12:00:00Z')));
  beneficiaries.married = married;
  beneficiaries.spouseName = married ? 'Sam Lovelace' : null;
  const designate = vi.spyOn(beneficiaries, 'designate');
  const consent = vi.spyOn(beneficiaries, 'consent');
  const vm = new BeneficiariesViewModel(
    beneficiaries,
    new FakeAccountApi(),
    new FakeClock(new Date('2026-11-23T12:00:00Z')),
    storage,
  );
  return { vm, beneficiaries, designate, consent, storage };
}

function fillRow(vm: BeneficiariesViewModel, i: number, values: Record<string, string>): void {
  for (const [k, v] of Object.entries(values)) vm.form.set(`beneficiaries[${i}].${k}`, v);
}

describe('BeneficiariesViewModel', () => {
  test('shares are typed as text with up to two decimals', () => {
    expect(parseShare('33.33')).toBe(33.33);
    expect(parseShare(' 100 ')).toBe(100);
    expect(parseShare('12.345')).toBeNaN();
    expect(parseShare('')).toBeNaN();
  });

  test("a married participant's child as sole primary: the consent warning, then the spouse signs and it is in force", async () => {
    const { vm, designate, consent } = setup();
    await vm.load();
    expect(vm.consentForm.text('spouse_name')).toBe('Sam Lovelace');
    fillRow(vm, 0, { name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: '100' });
    expect(vm.needsConsent).toBe(true);
    await vm.save();
    expect(designate).toHaveBeenCalledWith([CHILD]);
    expect(vm.notice).toBe(AWAITING_NOTICE);
    expect(vm.awaiting?.beneficiaries).toEqual([CHILD]);

    await vm.consent();
    expect(vm.consentForm.messagesOf('spouse_signature')).toEqual(["Spouse's consent signature is required"]);
    expect(consent).not.toHaveBeenCalled();
    vm.consentForm.set('spouse_signature', PNG);
    const awaiting = vm.awaiting?.id;
    await vm.consent();
    expect(consent).toHaveBeenCalledWith(awaiting, { spouseName: 'Sam Lovelace', spouseSignature: PNG });
    expect(vm.notice).toBe(CONSENTED_NOTICE);
    expect(vm.awaiting).toBeUndefined();
    expect(vm.overview?.inForce).toMatchObject({ id: awaiting, status: 'in_force' });
    expect(vm.overview?.inForce?.consent?.spouseName).toBe('Sam Lovelace');
  });

  test('messages show beside the fields and the group; nothing is sent until the shares add up', async () => {
    const { vm, designate } = setup(false);
    await vm.load();
    fillRow(vm, 0, { name: 'Ada', relationship: 'child', date_of_birth: '2010-06-07', share: '60' });
    vm.addRow('primary');
    fillRow(vm, 1, { name: '', relationship: 'parent', date_of_birth: '1950-01-01', share: '30' });
    await vm.save();
    expect(designate).not.toHaveBeenCalled();
    expect(vm.form.messagesOf('beneficiaries[1].name')).toEqual(['Beneficiary name is required']);
    expect(vm.form.messagesOf('primary')).toEqual(["Primary beneficiaries' shares must add up to 100% (now 90%)"]);
    fillRow(vm, 1, { name: 'Bo', share: '40' });
    vm.addRow('contingent');
    expect(vm.indexesOf('contingent')).toEqual([2]);
    vm.removeRow(2);
    expect(vm.rows).toBe(2);
    expect(vm.needsConsent).toBe(false);
    await vm.save();
    expect(designate.mock.calls[0][0]).toHaveLength(2);
    expect(vm.notice).toBe(IN_FORCE_NOTICE);
    expect(vm.overview?.inForce?.beneficiaries.map((b) => b.name)).toEqual(['Ada', 'Bo']);
  });

  test('removing a row keeps what was typed in the others', () => {
    const { vm } = setup();
    fillRow(vm, 0, { name: 'First' });
    vm.addRow('primary');
    fillRow(vm, 1, { name: 'Second' });
    vm.addRow('contingent');
    fillRow(vm, 2, { name: 'Third', share: '100' });
    vm.removeRow(1);
    expect(vm.list.map((b) => [b.name, b.group, b.share])).toEqual([
      ['First', 'primary', Number.NaN],
      ['Third', 'contingent', 100],
    ]);
  });

  test('what was typed survives a reload (a draft per user), and is forgotten once the designation is saved', async () => {
    const first = setup(false);
    await first.vm.load();
    fillRow(first.vm, 0, { name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: '50' });
    first.vm.addRow('contingent');
    fillRow(first.vm, 1, { name: 'Bea' });
    const again = setup(false, first.storage);
    await again.vm.load();
    expect(again.vm.rows).toBe(2);
    expect(again.vm.list.map((b) => [b.name, b.group, b.share])).toEqual([
      ['Ada Junior', 'primary', 50],
      ['Bea', 'contingent', Number.NaN],
    ]);
    again.vm.removeRow(1);
    fillRow(again.vm, 0, { share: '100' });
    await again.vm.save();
    expect(again.designate).toHaveBeenCalledTimes(1);
    expect(first.storage.keys().filter((k) => k.includes('beneficiaries'))).toEqual([]);
  });

  test('the home tile says what is missing or who is in force', () => {
    const base: BeneficiaryOverview = { married: true, spouseName: null, inForce: null, awaitingConsent: null, history: [] };
    expect(beneficiariesTileState(base)).toMatchObject({ status: 'No beneficiaries named', tone: 'notStarted' });
    expect(beneficiariesTileState({ ...base, awaitingConsent: designationRecordFixture() })).toMatchObject({
      status: "Waiting for your spouse's consent",
      tone: 'attention',
    });
    expect(beneficiariesTileState({ ...base, inForce: designationRecordFixture({ status: 'in_force' }) })).toMatchObject({
      status: 'Designation in force',
      facts: [{ label: 'Ada Junior', value: '100%' }],
    });
    expect(IN_FORCE_NOTICE).toContain('Beneficiaries');
  });
});
