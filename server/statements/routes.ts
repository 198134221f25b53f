import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import { readStatementUpload, STATEMENT_FILE_LIMIT } from './statement-upload';
import type { StatementService, TransactionQuery } from './statement-service';

type Params = { id: string };
type Body = Record<string, unknown>;

/** The trust account's statements (decision 0333), scoped to the principal; writes audited in admin mode. */
export const statementRoutes: FastifyPluginAsync<{ deps: AppDeps; service: StatementService }> = async (
  app,
  { deps, service },
) => {
  await app.register(multipart, {
    limits: { fileSize: STATEMENT_FILE_LIMIT + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const userOf = (request: FastifyRequest): string => principalOf(request).userId;

  route(app, 'listStatementImports', async (request) => service.imports(userOf(request)));
  route(app, 'importStatement', async (request, reply) => {
    const p = principalOf(request);
    const upload = await readStatementUpload(request);
    const result = await service.importFile(p.userId, p.agentId, upload.fileName, upload.bytes);
    await auditWrite(deps.db, p, result.duplicate ? 'upload_again' : 'upload', 'statement', result.import.id);
    return reply.status(result.duplicate ? 200 : 201).send(result);
  });
  route(app, 'listStatementTransactions', async (request) => service.page(userOf(request), request.query as TransactionQuery));
  route(app, 'classifyStatementTransaction', async (request) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    const classified = await service.classify(p.userId, p.agentId, id, request.body as Body);
    await auditWrite(deps.db, p, 'classify', 'statement_transaction', id);
    return classified;
  });
  route(app, 'listStatementRules', async (request) => service.rules(userOf(request)));
  route(app, 'createStatementRule', async (request, reply) => {
    const p = principalOf(request);
    const rule = await service.createRule(p.userId, p.agentId, request.body as Body);
    await auditWrite(deps.db, p, 'create', 'statement_rule', rule.id);
    return reply.status(201).send(rule);
  });
  route(app, 'deleteStatementRule', async (request, reply) => {
    const p = principalOf(request);
    const { id } = request.params as Params;
    await service.deleteRule(p.userId, id);
    await auditWrite(deps.db, p, 'delete', 'statement_rule', id);
    return reply.status(204).send();
  });
  route(app, 'getStatementReconciliation', async (request) =>
    service.reconciliation(userOf(request), (request.query as { year: number }).year),
  );
};
