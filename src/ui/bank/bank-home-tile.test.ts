import { describe, expect, test } from 'vitest';
import type { BankApi, BankStatus } from '@/ports/bank-api';
import { bankHomeTile, identityHomeTile } from '@/ui/bank/bank-home-tile';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';

const base: BankStatus = {
  status: 'draft',
  current_step: 'chooseAccount',
  variant: 'planOwner',
  started: false,
  submitted_at: null,
  review_due_at: null,
  reviews: 0,
  documents: [],
  step_up_documents: ['proof_of_address', 'second_id'],
  connection: null,
  support: null,
};

async function tiles(status: Partial<BankStatus>): Promise<[string, string]> {
  // The application's status as the bank's port answers it; the tiles only say it in words.
  const ports = { ...fakeTilePorts(), bank: { status: async () => ({ ...base, ...status }) } as unknown as BankApi };
  const context = { now: new Date('2026-11-23T12:00:00Z') };
  return [(await bankHomeTile.load(ports, context)).status, (await identityHomeTile.load(ports, context)).status];
}

describe('bank home tiles', () => {
  test('show not started, step N, in progress, more documents needed and connected', async () => {
    expect(await tiles({})).toEqual(['Not started', 'Not started']);
    expect(await tiles({ started: true, current_step: 'identityDetails' })).toEqual([
      'Step 3 of 6: Identity Verification',
      'Not submitted yet',
    ]);
    expect(await tiles({ started: true, status: 'in_review', current_step: 'inProgress' })).toEqual([
      'In progress',
      'In progress',
    ]);
    expect(await tiles({ started: true, status: 'step_up_needed', current_step: 'stepUpNeeded' })).toEqual([
      'More documents needed',
      'More documents needed',
    ]);
    const connection = {
      routing_number: '••••0021',
      account_number: '••••6789',
      account_type: 'checking',
      bank_name: null,
      status: 'connected' as const,
      attempts_left: 0,
      locked_until: null,
    };
    expect(await tiles({ started: true, status: 'approved', current_step: 'ConnectBank', connection })).toEqual([
      'Connected',
      'Verified',
    ]);
  });
});
