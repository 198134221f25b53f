import { describe, expect, test } from 'vitest';
import type { BankApplicationRecord } from '@/domain/bank/bank-records';
import type { BankApi } from '@/ports/bank-api';
import { bankHomeTile, identityHomeTile } from '@/ui/bank/bank-home-tile';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';

const base: BankApplicationRecord = {
  status: 'draft',
  currentStep: 'chooseAccount',
  variant: 'planOwner',
  started: false,
  submittedAt: null,
  reviewDueAt: null,
  reviews: 0,
  documents: [],
  stepUpDocuments: ['proof_of_address', 'second_id'],
  connection: null,
  support: null,
  planAdopted: true,
  trustAccount: null,
};

async function tiles(status: Partial<BankApplicationRecord>): Promise<[string, string]> {
  // The application's status as the bank's port answers it; the tiles only say it in words.
  const ports = { ...fakeTilePorts(), bank: { status: async () => ({ ...base, ...status }) } as unknown as BankApi };
  const context = { now: new Date('2026-11-23T12:00:00Z') };
  return [(await bankHomeTile.load(ports, context)).status, (await identityHomeTile.load(ports, context)).status];
}

describe('bank home tiles', () => {
  test('show not started, step N, in progress, more documents needed and connected', async () => {
    expect(await tiles({})).toEqual(['Not started', 'Not started']);
    expect(await tiles({ started: true, currentStep: 'identityDetails' })).toEqual([
      'Step 3 of 6: Identity Verification',
      'Not submitted yet',
    ]);
    expect(await tiles({ started: true, status: 'in_review', currentStep: 'inProgress' })).toEqual([
      'In progress',
      'In progress',
    ]);
    expect(await tiles({ started: true, status: 'step_up_needed', currentStep: 'stepUpNeeded' })).toEqual([
      'More documents needed',
      'More documents needed',
    ]);
    const connection = {
      routingNumber: '••••0021',
      accountNumber: '••••6789',
      accountType: 'checking',
      bankName: null,
      status: 'connected' as const,
      attemptsLeft: 0,
      lockedUntil: null,
    };
    expect(await tiles({ started: true, status: 'approved', currentStep: 'ConnectBank', connection })).toEqual([
      'Connected',
      'Verified',
    ]);
  });
});
