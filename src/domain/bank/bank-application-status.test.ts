import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  decideReview,
  mayEditStep,
  mayMoveTo,
  stepOfStatus,
  submitApplication,
  submitStepUp,
  type BankApplicationStatus,
} from '@/domain/bank/bank-application-status';
import { bankAccountTile, identityVerificationTile } from '@/domain/bank/bank-tile-state';

const STATUSES: BankApplicationStatus[] = ['draft', 'in_review', 'step_up_needed', 'step_up_review', 'approved', 'declined'];
const STEPS = ['chooseAccount', 'fillApplication', 'identityDetails', 'inProgress', 'stepUpNeeded', 'ConnectBank'];

describe('bank application status', () => {
  test('a client never reaches ConnectBank before approval, whatever it asks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), (status) => {
        expect(mayMoveTo(status, 'ConnectBank')).toBe(status === 'approved');
        expect(mayEditStep(status, 'ConnectBank')).toBe(status === 'approved');
      }),
    );
  });

  test('a draft moves between the three editing steps only; later steps follow the status', () => {
    expect(STEPS.filter((s) => mayMoveTo('draft', s))).toEqual(['chooseAccount', 'fillApplication', 'identityDetails']);
    expect(STEPS.filter((s) => mayMoveTo('in_review', s))).toEqual(['inProgress']);
    expect(STEPS.filter((s) => mayMoveTo('step_up_needed', s))).toEqual(['stepUpNeeded']);
    expect(stepOfStatus('draft', 'ConnectBank')).toBe('chooseAccount');
    expect(stepOfStatus('draft', 'fillApplication')).toBe('fillApplication');
  });

  test('review decisions: pass approves, a first failure asks for documents, a second failure declines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        const passed = score >= 40;
        const first = decideReview(submitApplication('draft'), score, 40);
        expect(first).toBe(passed ? 'approved' : 'step_up_needed');
        if (!passed) {
          expect(decideReview(submitStepUp(first), score, 40)).toBe('declined');
          expect(decideReview(submitStepUp(first), 40, 40)).toBe('approved');
        }
      }),
    );
    expect(decideReview('approved', 0, 40)).toBe('approved');
    expect(submitApplication('in_review')).toBe('in_review');
  });

  test('home tiles show not started, step N, in progress, more documents needed and connected', () => {
    const base = { started: true, status: 'draft' as const, currentStep: 'fillApplication', connection: 'none' as const };
    expect(bankAccountTile({ ...base, started: false }).label).toBe('Not started');
    expect(bankAccountTile(base).label).toBe('Step 2 of 6: Fill Out Bank Application');
    expect(bankAccountTile({ ...base, status: 'in_review' }).label).toBe('In progress');
    expect(bankAccountTile({ ...base, status: 'step_up_needed' }).label).toBe('More documents needed');
    expect(bankAccountTile({ ...base, status: 'approved', connection: 'connected' }).label).toBe('Connected');
    expect(identityVerificationTile({ ...base, status: 'approved' }).label).toBe('Verified');
    expect(identityVerificationTile({ ...base, status: 'step_up_review' }).label).toBe('In progress');
  });
});
