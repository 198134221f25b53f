import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IDENTITY_VERIFICATION } from '@/domain/constants';
import type { IdentityScorer } from './identity-scorer';

/** What one adapter's set-up gives the contract: the scorer, a user it verifies and one it does not. */
export interface ScorerUnderTest {
  scorer: IdentityScorer;
  verified: { id: string; email: string };
  unverified: { id: string; email: string };
  close(): Promise<void>;
}

/** The IdentityScorer contract: scores are whole numbers 0-100, a verified user passes (>= 40), another does not. */
export function identityScorerContract(name: string, setUp: () => Promise<ScorerUnderTest>): void {
  describe(`IdentityScorer contract: ${name}`, () => {
    let s: ScorerUnderTest;
    beforeAll(async () => {
      s = await setUp();
    });
    afterAll(async () => s.close());

    test('a user the service verifies scores at least the passing score', async () => {
      const score = await s.scorer.score(s.verified, { review: 1 });
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(IDENTITY_VERIFICATION.minPassingScore);
      expect(score).toBeLessThanOrEqual(100);
    });

    test('a user it cannot verify scores below the passing score, on the first review and again after documents', async () => {
      for (const review of [1, 2]) {
        const score = await s.scorer.score(s.unverified, { review });
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThan(IDENTITY_VERIFICATION.minPassingScore);
      }
    });

    test('asking twice gives the same score', async () => {
      expect(await s.scorer.score(s.verified)).toBe(await s.scorer.score(s.verified));
    });
  });
}
