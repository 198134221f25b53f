import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/contract';
import { HttpError } from '../http/errors';
import { principalOf } from '../http/principal';
import type { PlanDocumentFiler } from './plan-document-filer';

/** Message when the user has no paid checkout yet. */
export const NOT_PAID_MESSAGE = 'The checkout is not paid yet';
/** Message when the documents could not be generated (the payment stands; asking again retries). */
export const UNAVAILABLE_MESSAGE = 'The plan documents are not ready yet. Please try again in a moment.';

/**
 * GET /checkout/documents (operation listCheckoutDocuments): the generated plan documents of the user's latest paid
 * checkout, generating any that are missing first. 409 not_paid before payment; 503 documents_unavailable when
 * generation fails (logged; the next call retries). Only the principal's own documents are ever read or written.
 */
export const planDocumentRoutes: FastifyPluginAsync<{ filer: PlanDocumentFiler }> = async (app, { filer }) => {
  route(app, 'listCheckoutDocuments', async (request, reply) => {
    const p = principalOf(request);
    const invoiceId = await filer.latestPaidInvoice(p.userId);
    if (invoiceId === undefined) throw new HttpError(409, 'not_paid', NOT_PAID_MESSAGE);
    try {
      const documents = await filer.ensureFiled(p.userId, invoiceId, p);
      return reply.header('cache-control', 'no-store').send(documents);
    } catch (error) {
      request.log.error(
        { invoiceId, reason: error instanceof Error ? error.name : 'unknown' },
        'plan documents: generation failed',
      );
      throw new HttpError(503, 'documents_unavailable', UNAVAILABLE_MESSAGE);
    }
  });
};
