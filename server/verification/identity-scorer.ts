import { IDENTITY_VERIFICATION } from '@/domain/constants';

/** Scores a user's identity (the production adapter calls the identity-verification service). */
export interface IdentityScorer {
  /** The score of the user; passing is at least IDENTITY_VERIFICATION.minPassingScore. */
  score(user: { id: string; email: string }): Promise<number>;
}

/** Email marker that makes the local scorer fail a user (e.g. `jane+stepup@example.com`), to reach the step-up screen. */
export const STEP_UP_MARKER = '+stepup';

/** Score the local scorer gives a user carrying the step-up marker. */
export const STEP_UP_SCORE = 20;

/**
 * The local stand-in: every user gets the demo score (50), or `fixedScore` when configured (env VERIFICATION_SCORE);
 * users whose email contains `+stepup` get 20, which is below the passing score of 40.
 */
export class LocalIdentityScorer implements IdentityScorer {
  constructor(private readonly fixedScore?: number) {}

  /** The configured or demo score, lowered for step-up users. */
  async score(user: { id: string; email: string }): Promise<number> {
    if (user.email.toLowerCase().includes(STEP_UP_MARKER)) return STEP_UP_SCORE;
    return this.fixedScore ?? IDENTITY_VERIFICATION.demoScore;
  }
}
