import { IDENTITY_VERIFICATION } from '@/domain/constants';

/** What a score is asked for: the first review of a bank application, or the review after step-up documents. */
export interface ScoreContext {
  /** 1 for the first review, 2 for the review of the step-up documents. */
  review: number;
}

/** Scores a user's identity (the production adapter calls the identity-verification service). */
export interface IdentityScorer {
  /** The score of the user; passing is at least IDENTITY_VERIFICATION.minPassingScore. */
  score(user: { id: string; email: string }, context?: ScoreContext): Promise<number>;
}

/** Email marker that makes the local scorer fail a user (e.g. `jane+stepup@example.com`), to reach the step-up screen. */
export const STEP_UP_MARKER = '+stepup';

/** Score the local scorer gives a user carrying the step-up marker. */
export const STEP_UP_SCORE = 20;

/** Email marker that also fails the review after the step-up documents (e.g. `joe+stepupfail@example.com`). */
export const STEP_UP_FAIL_MARKER = '+stepupfail';

/**
 * The local stand-in: every user gets the demo score (50), or `fixedScore` when configured (env VERIFICATION_SCORE);
 * users whose email contains `+stepup` get 20, which is below the passing score of 40, until their step-up documents
 * are reviewed (review 2); `+stepupfail` users get 20 then too.
 */
export class LocalIdentityScorer implements IdentityScorer {
  constructor(private readonly fixedScore?: number) {}

  /** The configured or demo score, lowered for step-up users. */
  async score(user: { id: string; email: string }, context?: ScoreContext): Promise<number> {
    const email = user.email.toLowerCase();
    if (email.includes(STEP_UP_FAIL_MARKER)) return STEP_UP_SCORE;
    if (email.includes(STEP_UP_MARKER) && (context?.review ?? 1) < 2) return STEP_UP_SCORE;
    return this.fixedScore ?? IDENTITY_VERIFICATION.demoScore;
  }
}
