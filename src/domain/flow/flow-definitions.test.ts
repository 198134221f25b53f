import { describe, expect, test } from 'vitest';
import { bankApplicationSteps } from './bank-application-steps';
import { checkoutSteps } from './checkout-steps';
import { StepFlow } from './step-flow';

const pairs = (steps: readonly { key: string; title: string }[]): string[][] => steps.map((step) => [step.key, step.title]);

describe('checkoutSteps', () => {
  test('plan owner: the six steps in order with their titles', () => {
    expect(pairs(checkoutSteps('planOwner'))).toEqual([
      ['personalDetails', 'Personal Details'],
      ['identityDetails', 'Identity Details'],
      ['employerDetails', 'Employer Details'],
      ['planDetails', 'Plan Details'],
      ['review', 'Review'],
      ['payment', 'Checkout'],
    ]);
  });

  test('participant: employer removed and plan replaced by signer details', () => {
    expect(pairs(checkoutSteps('participant'))).toEqual([
      ['personalDetails', 'Personal Details'],
      ['identityDetails', 'Identity Details'],
      ['signerDetails', 'Signer Details'],
      ['review', 'Review'],
      ['payment', 'Checkout'],
    ]);
  });

  test('only the review step is hidden from the step list, for both roles', () => {
    for (const role of ['planOwner', 'participant'] as const) {
      expect(
        checkoutSteps(role)
          .filter((s) => s.hidden)
          .map((s) => s.key),
      ).toEqual(['review']);
      const list = StepFlow.start(checkoutSteps(role)).visibleSteps.map((s) => s.key);
      expect(list).not.toContain('review');
      expect(list.at(-1)).toBe('payment');
    }
  });

  test('the plan owner walks through the review to the payment, which is the keystone until reached', () => {
    let flow = StepFlow.start(checkoutSteps('planOwner'));
    expect(flow.statusOf('payment')).toBe('keystone');
    for (let i = 0; i < 4; i++) flow = flow.forward();
    expect(flow.currentKey).toBe('review');
    flow = flow.forward();
    expect(flow.currentKey).toBe('payment');
    expect(flow.visibleSteps.map((s) => s.status)).toEqual(['complete', 'complete', 'complete', 'complete', 'current']);
  });

  test('the definition lists cannot be changed by a caller', () => {
    expect(Object.isFrozen(checkoutSteps('planOwner'))).toBe(true);
    expect(Object.isFrozen(checkoutSteps('participant'))).toBe(true);
  });
});

describe('bankApplicationSteps', () => {
  test('the six bank application steps in order with their titles', () => {
    expect(pairs(bankApplicationSteps('planOwner'))).toEqual([
      ['chooseAccount', 'Choose an Account'],
      ['fillApplication', 'Fill Out Bank Application'],
      ['identityDetails', 'Identity Verification'],
      ['inProgress', 'In Progress'],
      ['stepUpNeeded', 'More Documentation Needed'],
      ['ConnectBank', 'Connect Your Primary Bank Account'],
    ]);
  });

  test('participant variant: no plan or employer step to remove, so the same six steps', () => {
    const participant = bankApplicationSteps('participant');
    expect(pairs(participant)).toEqual(pairs(bankApplicationSteps('planOwner')));
    expect(participant.map((s): string => s.key)).not.toContain('planDetails');
    expect(participant.map((s): string => s.key)).not.toContain('employerDetails');
  });

  test('resumes a saved bank application at its step', () => {
    const flow = StepFlow.start(bankApplicationSteps('planOwner'), 'inProgress');
    expect(flow.visibleSteps.map((s) => s.status)).toEqual([
      'complete',
      'complete',
      'complete',
      'current',
      'upcoming',
      'keystone',
    ]);
  });
});
