import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { forbidden } from '../http/errors';
import { isSupport, principalOf } from '../http/principal';
import type { DistributionService } from './distribution-service';
import type { ExcessAnnualAdditionsCorrections } from './excess-annual-additions-corrections';
import type { ExcessDeferralCorrections } from './excess-deferral-corrections';
import type { RothConversions } from './roth-conversions';
import { participantFacts, payoutAccount } from './participant-facts';
import { openRequiredMinimumDistributions } from './required-distributions';
import { recordRepayment } from './secure-withdrawals';

type Params = { id: string };

/** Message when someone other than support in admin mode tries to move a request along. */
export const STATUS_CHANGE_FORBIDDEN = "Only support acting as the participant can change a request's status";

/** Distribution requests (hardship included): list, request, read, withdraw, status moves by support; scoped to the principal. */
export const distributionRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  distributions: DistributionService;
  corrections: ExcessDeferralCorrections;
  annualCorrections: ExcessAnnualAdditionsCorrections;
  conversions: RothConversions;
}> = async (app, { deps, distributions, corrections, annualCorrections, conversions }) => {
  const userOf = (request: FastifyRequest): string => principalOf(request).userId;

  route(app, 'listDistributions', async (request) => distributions.list(userOf(request)));
  route(app, 'getDistributionSettings', async (request) => {
    const userId = userOf(request);
    const facts = await participantFacts(deps.db, userId, deps.clock());
    return {
      in_service_allowed: facts.plan.inServiceAllowed,
      spouse_consent_required: facts.plan.spouseConsentRequired,
      married: facts.married,
      payout_account: (await payoutAccount(deps.db, userId)) ?? null,
      eligible_rollover_cents_this_year: facts.eligibleRolloverCentsThisYear ?? 0,
      required_minimum_distributions: await openRequiredMinimumDistributions(deps.db, userId, deps.clock),
    };
  });
  route(app, 'requestDistribution', async (request, reply) => {
    const p = principalOf(request);
    const created = await distributions.request(p.userId, p.agentId, request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'request', 'distribution', created.id);
    return reply.status(201).send(created);
  });
  route(app, 'requestExcessDeferralCorrection', async (request, reply) => {
    const p = principalOf(request);
    const result = await corrections.request(p.userId, p.agentId, request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'request', 'distribution', result.distribution.id);
    return reply.status(201).send(result);
  });
  route(app, 'requestExcessAnnualAdditionsCorrection', async (request, reply) => {
    const p = principalOf(request);
    const result = await annualCorrections.request(p.userId, p.agentId, request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'correct', 'annual_additions', String((request.body as { tax_year?: unknown }).tax_year));
    if (result.distribution !== null) await auditWrite(deps.db, p, 'request', 'distribution', result.distribution.id);
    return reply.status(201).send(result);
  });
  route(app, 'listRothConversions', async (request) => conversions.overview(userOf(request)));
  route(app, 'requestRothConversion', async (request, reply) => {
    const p = principalOf(request);
    const created = await conversions.request(p.userId, p.agentId, request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'convert', 'roth_conversion', created.id);
    return reply.status(201).send(created);
  });
  route(app, 'getDistribution', async (request) => distributions.get(userOf(request), (request.params as Params).id));
  route(app, 'withdrawDistribution', async (request, reply) => {
    const { id } = request.params as Params;
    await distributions.withdraw(userOf(request), id);
    await auditWrite(deps.db, principalOf(request), 'withdraw', 'distribution', id);
    return reply.status(204).send();
  });
  route(app, 'recordDistributionRepayment', async (request, reply) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    const repaymentId = await recordRepayment(
      deps.db,
      p.userId,
      p.agentId,
      id,
      request.body as Record<string, unknown>,
      deps.clock(),
    );
    await auditWrite(deps.db, p, 'repay', 'distribution', repaymentId);
    return reply.status(201).send(await distributions.get(p.userId, id));
  });
  route(app, 'changeDistributionStatus', async (request) => {
    const p = principalOf(request);
    if (p.actingAs === undefined || !isSupport(p)) throw forbidden(STATUS_CHANGE_FORBIDDEN);
    const { id } = request.params as Params;
    const body = request.body as Record<string, unknown>;
    const changed = await distributions.changeStatus(p.userId, p.agentId, id, body);
    await auditWrite(deps.db, p, `status:${String(body.status)}`, 'distribution', id);
    return changed;
  });
};
