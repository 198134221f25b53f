import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { auditWrite, wasAudited } from './audit';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Guarantees the audit rule for every route of the scope: a successful write made in admin mode that its route did
 * not audit itself gets a generic record (action = method and route, object = the route's id parameter or URL path),
 * written before the response leaves.
 */
export function auditSafetyNet(app: FastifyInstance, db: Kysely<DB>): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const p = request.principal;
    if (p?.actingAs === undefined || !UNSAFE.has(request.method) || reply.statusCode >= 400 || wasAudited(p)) {
      done(null, payload);
      return;
    }
    const params = (request.params ?? {}) as Record<string, string>;
    const objectId = params.id ?? params.invoiceId ?? request.url.split('?')[0];
    auditWrite(db, p, `${request.method} ${request.routeOptions.url ?? ''}`, 'route', objectId).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
}
