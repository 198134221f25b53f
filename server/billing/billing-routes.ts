import type { FastifyPluginAsync } from 'fastify';
import { latinLocale, localeOfAcceptLanguage } from '@/domain/display/locale';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { notFound } from '../http/errors';
import { principalOf } from '../http/principal';
import { filePlanDocumentsAfterPayment } from '../plan-documents/file-after-payment';
import { findInvoice, invoiceBody, openOrCreateInvoice } from './invoices';
import type { CardDetails } from './payment-gateway';
import { type PaymentService, paymentLeaseMs } from './payment-service';
import type { JobQueue } from '../jobs/job-queue';
import { PAYMENT_RECONCILE_JOB, startTimedJob } from '../jobs/timed-jobs';
import { startTimedWorker, type TimedWorker } from '../site/graceful-shutdown';

/** Invoices from the fees and their idempotent payment. */
export const billingRoutes: FastifyPluginAsync<{ deps: AppDeps; payments: PaymentService; jobs?: JobQueue }> = async (
  app,
  { deps, payments, jobs },
) => {
  const { db } = deps;
  const leaseMs = paymentLeaseMs();
  // Decision 0113: attempts a killed process left 'processing' are reconciled at start-up and then every lease period;
  // with the job queue (decision 0331) each run is a job that one of the processes on the database does.
  const onError = (error: unknown): void =>
    deps.log.error({ reason: error instanceof Error ? error.message : 'unknown' }, 'billing: reconciling payments failed');
  let worker: TimedWorker | undefined;
  app.addHook('onReady', async () => {
    worker =
      jobs === undefined
        ? startTimedWorker(() => payments.reconcileStale(), leaseMs, onError)
        : await startTimedJob(jobs, PAYMENT_RECONCILE_JOB, leaseMs, () => payments.reconcileStale(), deps.config.jobs, onError);
  });
  app.addHook('onClose', async () => worker?.stop());

  route(app, 'listInvoices', async (request) => {
    const rows = await db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', principalOf(request).userId)
      .orderBy('issued_at', 'desc')
      .execute();
    return rows.map(invoiceBody);
  });

  route(app, 'createInvoice', async (request, reply) => {
    const p = principalOf(request);
    // The checkout's locale is recorded with its invoice: the plan documents are written in it (decision 0203).
    const locale = latinLocale(localeOfAcceptLanguage(request.headers['accept-language']));
    const { invoice, created } = await openOrCreateInvoice(db, p.userId, deps.clock(), locale);
    if (created) await auditWrite(db, p, 'create', 'invoice', invoice.id);
    return reply.status(created ? 201 : 200).send(invoice);
  });

  route(app, 'getInvoice', async (request) => {
    const { invoiceId } = request.params as { invoiceId: string };
    const row = await findInvoice(db, principalOf(request).userId, invoiceId);
    if (row === undefined) throw notFound('Invoice not found');
    return invoiceBody(row);
  });

  route(
    app,
    'payInvoice',
    async (request, reply) => {
      const p = principalOf(request);
      const { invoiceId } = request.params as { invoiceId: string };
      const body = request.body as { card?: CardDetails; return_url?: string };
      const key = request.headers['idempotency-key'] as string;
      const answer = await payments.pay({
        userId: p.userId,
        email: p.email,
        invoiceId,
        idempotencyKey: key,
        card: body.card,
        returnUrl: body.return_url,
        now: deps.clock(),
      });
      await auditWrite(db, p, 'pay', 'invoice', invoiceId);
      // Plan documents (decision 0074): idempotent, never throws, so a replayed success files nothing twice.
      if (answer.status === 201 && answer.body.status === 'succeeded') await filePlanDocumentsAfterPayment(deps, p, invoiceId);
      return reply.status(answer.status).send(answer.body);
    },
    // The payment keeps its own record of the Idempotency-Key, with the gateway's (decision 0202).
    { config: { ownIdempotency: true } },
  );
};
