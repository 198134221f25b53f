import { describe, expect, test } from 'vitest';
import { contributionsApiContract } from '@/adapters/contracts/contributions-api.contract';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakeContributionsApi } from './fake-contributions-api';

const NOW = new Date('2026-11-23T10:00:00Z');

contributionsApiContract('FakeContributionsApi', async () => {
  const api = new FakeContributionsApi(new FakeClock(NOW));
  return {
    api,
    async allowRothEmployer() {
      api.rothEmployerAllowed = true;
    },
  };
});

describe('FakeContributionsApi', () => {
  test('a corrective distribution of excess deferrals turns the warning into corrected, once per key', async () => {
    const api = new FakeContributionsApi(new FakeClock(NOW));
    api.seed({ source: 'Deferral Pre-Tax', amountCents: 2_550_000, depositDate: '2026-11-20', taxYear: 2026, reference: null });
    const open = (await api.summary(2026)).warnings.find((w) => w.limit === 'deferrals');
    expect(open).toMatchObject({ excessCents: 100_000, corrected: false, correctableCents: 100_000 });
    const summary = await api.correctExcessDeferrals({ taxYear: 2026, earningsCents: 1_234 }, 'k-1');
    expect(await api.correctExcessDeferrals({ taxYear: 2026, earningsCents: 1_234 }, 'k-1')).toEqual(summary);
    expect(summary.warnings.find((w) => w.limit === 'deferrals')).toMatchObject({ corrected: true, correctableCents: 0 });
    expect(summary.excessDeferralCorrection).toMatchObject({ excessCents: 100_000, amountCents: 101_234 });
    await expect(api.correctExcessDeferrals({ taxYear: 2026, earningsCents: 0 }, 'k-2')).rejects.toMatchObject({ status: 400 });
  });

  test('the plan assets make the return required; documents are filed and downloaded; failNext fails once', async () => {
    const api = new FakeContributionsApi(new FakeClock(NOW));
    api.planAssetsCents[2025] = 30_000_000;
    expect(await api.form5500Ez(2025)).toMatchObject({ required: true, reason: 'assets', pastDue: true });
    const doc = await api.fileForm5500EzDocument(2025);
    expect((await api.form5500Ez(2025)).document).toEqual(doc);
    await api.download(doc);
    expect(api.downloads).toEqual(['Form 5500-EZ 2025.pdf']);
    api.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(api.summary(2026)).rejects.toThrow('Network Error');
    expect(api.calls).toEqual([
      'form5500Ez:2025',
      'fileForm5500EzDocument:2025',
      'form5500Ez:2025',
      `download:${doc.documentId}`,
      'summary:2026',
    ]);
  });
});
