import type { FastifyPluginAsync } from 'fastify';
import { IDENTITY_VERIFICATION } from '@/domain/constants';
import type { AppDeps } from '../app-deps';
import { route } from '../http/contract';
import { forbidden, notFound } from '../http/errors';
import { principalOf } from '../http/principal';
import type { IdentityScorer } from './identity-scorer';

/** The identity-verification update-status call (spec section 7), answered by an IdentityScorer. */
export const verificationRoutes: FastifyPluginAsync<{ deps: AppDeps; scorer: IdentityScorer }> = async (
  app,
  { deps, scorer },
) => {
  route(app, 'getIdentityVerificationStatus', async (request) => {
    const p = principalOf(request);
    const { uid } = request.query as { uid: string };
    if (uid !== p.userId) throw forbidden('You may only check your own identity verification');
    const user = await deps.db.selectFrom('users').select(['id', 'user_email']).where('id', '=', uid).executeTakeFirst();
    if (user === undefined) throw notFound('User not found');
    const score = await scorer.score({ id: user.id, email: user.user_email });
    const passed = score >= IDENTITY_VERIFICATION.minPassingScore;
    return {
      uid,
      score,
      min_passing_score: IDENTITY_VERIFICATION.minPassingScore,
      passed,
      status: passed ? 'passed' : 'step_up_needed',
      checked_at: deps.clock().toISOString(),
    };
  });
};
