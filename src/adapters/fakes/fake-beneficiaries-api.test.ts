import { describe, expect, test } from 'vitest';
import { beneficiariesApiContract } from '@/adapters/contracts/beneficiaries-api.contract';
import { designationRecordFixture } from '@/domain/beneficiaries/designation-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { FakeBeneficiariesApi } from './fake-beneficiaries-api';
import { FakeClock } from './fake-clock';

const NOW = new Date('2026-11-23T10:00:00Z');

beneficiariesApiContract('FakeBeneficiariesApi', async () => {
  const api = new FakeBeneficiariesApi(new FakeClock(NOW));
  api.married = true;
  api.spouseName = 'Jordan Quinn';
  return { api, spouseName: 'Jordan Quinn' };
});

describe('FakeBeneficiariesApi', () => {
  test('an unmarried participant names anyone without consent; shares are kept to two decimals', async () => {
    const beneficiaries = new FakeBeneficiariesApi(new FakeClock(NOW));
    const made = await beneficiaries.designate([
      { group: 'primary', name: 'Ada', relationship: 'child', date_of_birth: '2010-06-07', share: 33.33 },
      { group: 'primary', name: 'Bo', relationship: 'child', date_of_birth: '2012-06-07', share: 66.67 },
    ]);
    expect(made).toMatchObject({ status: 'in_force', married: false, needsConsent: false });
    expect(made.beneficiaries.map((b) => b.share)).toEqual([33.33, 66.67]);
  });

  test('seeded designations list newest first; failNext fails the next call once; calls are recorded', async () => {
    const beneficiaries = new FakeBeneficiariesApi(new FakeClock(NOW)).seed(
      designationRecordFixture({ id: 'new' }),
      designationRecordFixture({ id: 'old', status: 'in_force' }),
    );
    beneficiaries.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(beneficiaries.overview()).rejects.toThrow('Network Error');
    const overview = await beneficiaries.overview();
    expect(overview.history.map((d) => d.id)).toEqual(['new', 'old']);
    expect([overview.awaitingConsent?.id, overview.inForce?.id]).toEqual(['new', 'old']);
    expect(beneficiaries.calls).toEqual(['overview', 'overview']);
  });
});
