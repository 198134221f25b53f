import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { pgliteLeg } from '../test-support/database-legs';
import { auditWrite } from './audit';
import { auditSafetyNet } from './audit-safety-net';
import type { Principal } from './principal';

describe('auditSafetyNet', () => {
  test('an admin-mode write its route did not audit gets a record; audited, failed, read and own writes get none extra', async () => {
    const database = await pgliteLeg.open();
    const app = Fastify();
    app.addHook('onRequest', async (request) => {
      const actingAs = request.headers['x-act-as'] as string | undefined;
      const p: Principal = {
        userId: actingAs ?? 'agent',
        agentId: 'agent',
        roles: ['support'],
        ...(actingAs ? { actingAs } : {}),
      };
      request.principal = p;
    });
    auditSafetyNet(app, database.db);
    app.put('/things/:id', async () => ({ ok: true }));
    app.post('/audited/:id', async (request) => {
      await auditWrite(database.db, request.principal!, 'create', 'thing', 'explicit');
      return { ok: true };
    });
    app.delete('/failing/:id', async (_req, reply) => reply.status(404).send({ error: 'not_found' }));
    app.get('/things/:id', async () => ({ ok: true }));
    try {
      await app.inject({ method: 'PUT', url: '/things/t1', headers: { 'x-act-as': 'pat' } });
      await app.inject({ method: 'POST', url: '/audited/t2', headers: { 'x-act-as': 'pat' } });
      await app.inject({ method: 'DELETE', url: '/failing/t3', headers: { 'x-act-as': 'pat' } });
      await app.inject({ method: 'GET', url: '/things/t4', headers: { 'x-act-as': 'pat' } });
      await app.inject({ method: 'PUT', url: '/things/t5' });
      const rows = await database.db
        .selectFrom('audit_log')
        .select(['agent_id', 'participant_id', 'action', 'object_type', 'object_id'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { agent_id: 'agent', participant_id: 'pat', action: 'PUT /things/:id', object_type: 'route', object_id: 't1' },
        { agent_id: 'agent', participant_id: 'pat', action: 'create', object_type: 'thing', object_id: 'explicit' },
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
