import { describe, expect, test } from 'vitest';
import { planTerminationApiContract } from '@/adapters/contracts/plan-termination-api.contract';
import { SIGNATURE_PNG } from '@/adapters/contracts/contract-kit';
import { FakeClock } from './fake-clock';
import { FakePlanTerminationApi } from './fake-plan-termination-api';

const NOW = new Date('2026-11-23T10:00:00Z');

planTerminationApiContract('FakePlanTerminationApi', async () => {
  const api = new FakePlanTerminationApi(new FakeClock(NOW));
  return {
    api,
    today: '2026-11-23',
    async giveLoan() {
      api.loans = [...api.loans, { id: 'loan-1', outstandingCents: 1_000_000 }];
      return 'loan-1';
    },
  };
});

describe('FakePlanTerminationApi', () => {
  test('a participant cannot adopt; the steps left count the planted balance, loans and return', async () => {
    const fake = new FakePlanTerminationApi(new FakeClock(NOW));
    const input = {
      terminationDate: '2026-11-23',
      resolutionDate: '2026-11-23',
      signerFirstName: 'A',
      signerLastName: 'Q',
      signerTitle: 'Owner',
      signature: SIGNATURE_PNG,
    };
    fake.role = 'participant';
    await expect(fake.adopt(input, 'k-1')).rejects.toMatchObject({ status: 403 });
    fake.role = 'owner';
    fake.balanceCents = 500;
    fake.loans = [{ id: 'l-1', outstandingCents: 100 }];
    expect((await fake.adopt(input, 'k-2')).checklist?.stepsLeft).toBe(3);
    await fake.offsetLoan('l-1', 'k-3');
    fake.balanceCents = 0;
    fake.finalReturnFiled = true;
    expect(await fake.state()).toMatchObject({ status: 'terminated', checklist: { stepsLeft: 0 } });
  });
});
