import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { beneficiariesTileState } from '@/ui/beneficiaries/beneficiaries-home-tile';
import type { ApiBeneficiaryOverview, ApiDesignation } from '@/ui/beneficiaries/beneficiaries-api';
import {
  AWAITING_NOTICE,
  BeneficiariesViewModel,
  CONSENTED_NOTICE,
  IN_FORCE_NOTICE,
  parseShare,
} from '@/ui/beneficiaries/beneficiaries-view-model';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const CHILD = { group: 'primary', name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: 100 };

function designation(status: string, beneficiaries = [CHILD]): ApiDesignation {
  return {
    id: `d-${status}`,
    status,
    beneficiaries,
    married: true,
    needs_consent: status === 'awaiting_consent',
    consent: null,
    document_id: null,
    created_at: '2026-11-23T10:00:00.000Z',
    in_force_at: null,
    ended_at: null,
  };
}

function setup(overview: Partial<ApiBeneficiaryOverview> = {}, storage = new MemoryKeyValueStorage()) {
  let current: ApiBeneficiaryOverview = {
    married: true,
    spouse_name: 'Sam Lovelace',
    in_force: null,
    awaiting_consent: null,
    history: [],
    ...overview,
  };
  const posts: FakeApiCall[] = [];
  const api = new FakeApiClient().respond('GET', '/beneficiaries', () => current);
  api.respond('POST', '/beneficiaries', (c: FakeApiCall) => {
    posts.push(c);
    const made = designation('awaiting_consent', (c.body as { beneficiaries: ApiDesignation['beneficiaries'] }).beneficiaries);
    current = { ...current, awaiting_consent: made, history: [made] };
    return made;
  });
  api.respond('POST', '/beneficiaries/d-awaiting_consent/consent', (c: FakeApiCall) => {
    posts.push(c);
    const made = { ...designation('in_force'), consent: { spouse_name: 'Sam Lovelace', signed_at: '2026-11-23T10:00:00.000Z' } };
    current = { ...current, awaiting_consent: null, in_force: made, history: [made] };
    return made;
  });
  const vm = new BeneficiariesViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')), storage);
  return { vm, posts, storage };
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
    const { vm, posts } = setup();
    await vm.load();
    expect(vm.consentForm.text('spouse_name')).toBe('Sam Lovelace');
    fillRow(vm, 0, { name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: '100' });
    expect(vm.needsConsent).toBe(true);
    await vm.save();
    expect(posts[0].body).toEqual({ beneficiaries: [CHILD] });
    expect(vm.notice).toBe(AWAITING_NOTICE);
    expect(vm.awaiting?.id).toBe('d-awaiting_consent');

    await vm.consent();
    expect(vm.consentForm.messagesOf('spouse_signature')).toEqual(["Spouse's consent signature is required"]);
    expect(posts).toHaveLength(1);
    vm.consentForm.set('spouse_signature', PNG);
    await vm.consent();
    expect(posts[1].body).toEqual({ spouse_name: 'Sam Lovelace', spouse_signature: PNG });
    expect(vm.notice).toBe(CONSENTED_NOTICE);
    expect(vm.awaiting).toBeUndefined();
    expect(vm.overview?.in_force?.status).toBe('in_force');
  });

  test('messages show beside the fields and the group; nothing is sent until the shares add up', async () => {
    const { vm, posts } = setup({ married: false });
    await vm.load();
    fillRow(vm, 0, { name: 'Ada', relationship: 'child', date_of_birth: '2010-06-07', share: '60' });
    vm.addRow('primary');
    fillRow(vm, 1, { name: '', relationship: 'parent', date_of_birth: '1950-01-01', share: '30' });
    await vm.save();
    expect(posts).toEqual([]);
    expect(vm.form.messagesOf('beneficiaries[1].name')).toEqual(['Beneficiary name is required']);
    expect(vm.form.messagesOf('primary')).toEqual(["Primary beneficiaries' shares must add up to 100% (now 90%)"]);
    fillRow(vm, 1, { name: 'Bo', share: '40' });
    vm.addRow('contingent');
    expect(vm.indexesOf('contingent')).toEqual([2]);
    vm.removeRow(2);
    expect(vm.rows).toBe(2);
    expect(vm.needsConsent).toBe(false);
    await vm.save();
    expect((posts[0].body as { beneficiaries: unknown[] }).beneficiaries).toHaveLength(2);
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
    const first = setup({ married: false });
    await first.vm.load();
    fillRow(first.vm, 0, { name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: '50' });
    first.vm.addRow('contingent');
    fillRow(first.vm, 1, { name: 'Bea' });
    const again = setup({ married: false }, first.storage);
    await again.vm.load();
    expect(again.vm.rows).toBe(2);
    expect(again.vm.list.map((b) => [b.name, b.group, b.share])).toEqual([
      ['Ada Junior', 'primary', 50],
      ['Bea', 'contingent', Number.NaN],
    ]);
    again.vm.removeRow(1);
    fillRow(again.vm, 0, { share: '100' });
    await again.vm.save();
    expect(again.posts).toHaveLength(1);
    expect(first.storage.keys().filter((k) => k.includes('beneficiaries'))).toEqual([]);
  });

  test('the home tile says what is missing or who is in force', () => {
    const base = { married: true, spouse_name: null, in_force: null, awaiting_consent: null, history: [] };
    expect(beneficiariesTileState(base)).toMatchObject({ status: 'No beneficiaries named', tone: 'notStarted' });
    expect(beneficiariesTileState({ ...base, awaiting_consent: designation('awaiting_consent') })).toMatchObject({
      status: "Waiting for your spouse's consent",
      tone: 'attention',
    });
    expect(beneficiariesTileState({ ...base, in_force: designation('in_force') })).toMatchObject({
      status: 'Designation in force',
      facts: [{ label: 'Ada Junior', value: '100%' }],
    });
    expect(IN_FORCE_NOTICE).toContain('Beneficiaries');
  });
});
