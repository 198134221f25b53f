import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient, type FakeApiCall } from '@/adapters/fakes/fake-api-client';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import type { ApiRollover } from '@/ui/rollovers/rollovers-api';
import { rolloversTileState } from '@/ui/rollovers/rollovers-home-tile';
import { RolloversViewModel } from '@/ui/rollovers/rollovers-view-model';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function rollover(status: string, extra: Partial<ApiRollover> = {}): ApiRollover {
  return {
    id: 'r-1',
    source_kind: '401k',
    provider: 'Fidelity',
    amount: 50000,
    pre_tax_amount: 37500,
    roth_amount: 12500,
    method: 'direct',
    distribution_date: null,
    status,
    statement_document_id: null,
    letter_document_id: null,
    received_amount: null,
    received_date: null,
    contribution_id: null,
    history: [],
    created_at: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

function setup(planRothRoll: unknown = true, storage = new MemoryKeyValueStorage()) {
  let current: ApiRollover[] = [];
  const posts: FakeApiCall[] = [];
  const api = new FakeApiClient()
    .respond('GET', '/rollovers', () => current)
    .respond('GET', '/checkout', { steps: { planDetails: { values: { plan_roth_roll: planRothRoll } } } });
  const answer = (status: string) => (c: FakeApiCall) => {
    posts.push(c);
    current = [rollover(status)];
    return current[0];
  };
  api.respond('POST', '/rollovers', answer('requested'));
  api.respond('POST', '/rollovers/r-1/letter', answer('letter_sent'));
  api.respond('POST', '/rollovers/r-1/status', (c: FakeApiCall) => answer((c.body as { status: string }).status)(c));
  const vm = new RolloversViewModel(api, new FakeClock(new Date('2026-11-23T12:00:00Z')), storage);
  return { vm, posts, storage };
}

describe('RolloversViewModel', () => {
  test('a direct rollover from request to received: letter signed, funds expected, amount and date', async () => {
    const { vm, posts } = setup();
    await vm.load();
    vm.requestForm.set('source_kind', '401k');
    vm.requestForm.set('provider', 'Fidelity');
    vm.requestForm.set('amount', '50,000');
    vm.requestForm.set('roth_amount', '12,500.50');
    await vm.request();
    expect(posts[0].body).toEqual({
      source_kind: '401k',
      provider: 'Fidelity',
      amount: 50000,
      roth_amount: 12500.5,
      method: 'direct',
      distribution_date: null,
    });
    expect(vm.selected?.status).toBe('requested');

    await vm.signLetter();
    expect(vm.letterForm.messagesOf('signature')).toEqual(["The plan administrator's signature is required"]);
    vm.letterForm.set('administrator_name', 'Ada Lovelace');
    vm.letterForm.set('signature', PNG);
    await vm.signLetter();
    expect(posts[1].body).toEqual({ administrator_name: 'Ada Lovelace', administrator_title: '', signature: PNG });
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
    expect(posts.at(-1)?.body).toEqual({ status: 'received', amount: 49876.54, received_date: '2026-11-23' });
    expect(vm.notice).toBe('The rollover is received and entered in your contributions under Roll Overs.');
  });

  test('the rules show beside the fields: Roth into a plan without Roth rollovers, the 60-day rule of an indirect one', async () => {
    const { vm, posts } = setup(false);
    await vm.load();
    vm.requestForm.set('source_kind', '403b');
    vm.requestForm.set('provider', 'TIAA');
    vm.requestForm.set('amount', '1000');
    vm.requestForm.set('roth_amount', '10');
    vm.requestForm.set('method', 'indirect');
    vm.requestForm.set('distribution_date', '2026-10-01');
    expect(vm.deadline).toBe('2026-11-30');
    await vm.request();
    expect(posts).toEqual([]);
    expect(vm.requestForm.messagesOf('roth_amount')).toEqual([
      'This plan has no Roth rollover account, and Roth money can only roll into a Roth account',
    ]);
    vm.requestForm.set('distribution_date', '2026-09-01');
    expect(vm.requestForm.messagesOf('distribution_date')).toEqual([
      'The 60 days for an indirect rollover ended on 2026-10-31: the money can no longer be rolled over',
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
    expect(again.posts).toHaveLength(1);
    expect(first.storage.keys().filter((k) => k.includes('rollovers'))).toEqual([]);
  });

  test('the home tile counts the rollovers on their way', () => {
    expect(rolloversTileState([], { now: new Date() })).toMatchObject({ status: 'No rollovers', tone: 'notStarted' });
    expect(rolloversTileState([rollover('letter_sent')], { now: new Date() })).toMatchObject({
      status: '1 rollover on the way',
      facts: [{ label: 'Fidelity', value: '$50,000.00, letter of acceptance sent' }],
    });
    expect(rolloversTileState([rollover('received')], { now: new Date() }).status).toBe('All rollovers received');
  });
});
