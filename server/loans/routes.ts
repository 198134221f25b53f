import { latinLocale, localeOfAcceptLanguage } from '@/domain/display/locale';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import type { LoanService } from './loan-service';

type Params = { id: string; repaymentId?: string };

/** A signature image and the note's pages fit well below this. */
const SIGN_BODY_LIMIT = 2 * 1024 * 1024;

/** Participant loans (decision 0241): terms and limit, apply, schedule, sign, repayments; scoped to the principal. */
export const loanRoutes: FastifyPluginAsync<{ deps: AppDeps; loans: LoanService }> = async (app, { deps, loans }) => {
  const userOf = (request: FastifyRequest): string => principalOf(request).userId;
  const idOf = (request: FastifyRequest): string => (request.params as Params).id;

  route(app, 'listLoans', async (request) => loans.list(userOf(request)));
  route(app, 'getLoanTerms', async (request) => loans.terms(userOf(request)));
  route(app, 'applyForLoan', async (request, reply) => {
    const p = principalOf(request);
    const loan = await loans.apply(p.userId, request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'apply', 'loan', loan.id);
    return reply.status(201).send(loan);
  });
  route(app, 'getLoan', async (request) => loans.get(userOf(request), idOf(request)));
  route(app, 'withdrawLoan', async (request, reply) => {
    const p = principalOf(request);
    await loans.withdraw(p.userId, idOf(request));
    await auditWrite(deps.db, p, 'withdraw', 'loan', idOf(request));
    return reply.status(204).send();
  });
  route(app, 'getLoanSchedule', async (request) => loans.schedule(userOf(request), idOf(request)));
  route(
    app,
    'signLoan',
    async (request) => {
      const p = principalOf(request);
      // The note writes money and dates in the signer's locale (decision 0206).
      const locale = latinLocale(localeOfAcceptLanguage(request.headers['accept-language']));
      const signed = await loans.sign(p.userId, idOf(request), request.body as Record<string, unknown>, locale);
      await auditWrite(deps.db, p, 'sign', 'loan', signed.id);
      return signed;
    },
    { bodyLimit: SIGN_BODY_LIMIT },
  );
  route(app, 'offsetLoan', async (request, reply) => {
    const p = principalOf(request);
    const loan = await loans.offset(p.userId, idOf(request), request.body as Record<string, unknown>);
    // An offset by reason of the plan's termination reads as such in the audit trail (decision 0339).
    const action = (request.body as Record<string, unknown>).reason === 'plan_termination' ? 'offset_termination' : 'offset';
    await auditWrite(deps.db, p, action, 'loan', loan.id);
    // The offset is a distribution made: 201, like every money move.
    return reply.status(201).send(loan);
  });
  route(app, 'recordLoanRepayment', async (request, reply) => {
    const p = principalOf(request);
    const loan = await loans.repay(p.userId, p.agentId, idOf(request), request.body as Record<string, unknown>);
    await auditWrite(deps.db, p, 'repay', 'loan', loan.id);
    return reply.status(201).send(loan);
  });
  route(app, 'reverseLoanRepayment', async (request, reply) => {
    const p = principalOf(request);
    const body = request.body as Record<string, unknown>;
    const repaymentId = (request.params as Params).repaymentId as string;
    const loan = await loans.reverseRepayment(p.userId, p.agentId, idOf(request), repaymentId, body);
    const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : undefined;
    await auditWrite(deps.db, p, 'reverse_repayment', 'loan', loan.id, reason);
    return reply.status(201).send(loan);
  });
};
