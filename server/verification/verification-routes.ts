import type { FastifyPluginAsync } from 'fastify';
import { isUnderReview } from '@/domain/bank/bank-application-status';
import { IDENTITY_VERIFICATION } from '@/domain/constants';
import type { AppDeps } from '../app-deps';
import type { BankApplicationService } from '../bank/bank-application-service';
import { route } from '../http/contract';
import { forbidden, notFound } from '../http/errors';
import { principalOf } from '../http/principal';
import type { IdentityScorer } from './identity-scorer';

/**
 * The identity-verification update-status call (spec section 7). With a bank application sent for review it decides a
 * due review (the local stand-in's timer) and answers the application's verification: pending while under review, then
 * the review's score and outcome (passed, step_up_needed, declined). Without one it scores the user directly.
 */
export const verificationRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  scorer: IdentityScorer;
  bank: BankApplicationService;
}> = async (app, { deps, scorer, bank }) => {
  const min = IDENTITY_VERIFICATION.minPassingScore;
  route(app, 'getIdentityVerificationStatus', async (request) => {
    const p = principalOf(request);
    const { uid } = request.query as { uid: string };
    if (uid !== p.userId) throw forbidden('You may only check your own identity verification');
    const user = await deps.db.selectFrom('users').select(['id', 'user_email']).where('id', '=', uid).executeTakeFirst();
    if (user === undefined) throw notFound('User not found');
    const application = await bank.refresh({ id: user.id, email: user.user_email });
    const checked_at = deps.clock().toISOString();
    if (isUnderReview(application.status)) {
      const score = application.last_score ?? 0;
      return {
        uid,
        score,
        min_passing_score: min,
        passed: false,
        status: 'pending',
        application_status: application.status,
        checked_at,
      };
    }
    if (application.last_score !== null) {
      const score = application.last_score;
      const passed = application.status === 'approved';
      const status = passed ? 'passed' : application.status === 'declined' ? 'declined' : 'step_up_needed';
      return { uid, score, min_passing_score: min, passed, status, application_status: application.status, checked_at };
    }
    const score = await scorer.score({ id: user.id, email: user.user_email });
    const passed = score >= min;
    return {
      uid,
      score,
      min_passing_score: min,
      passed,
      status: passed ? 'passed' : 'step_up_needed',
      application_status: application.status,
      checked_at,
    };
  });
};
