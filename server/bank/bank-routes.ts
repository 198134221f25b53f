import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BANK_DOCUMENT_KINDS, type BankDocumentKind, ID_PHOTO_TYPE_MESSAGE } from '@/domain/bank/bank-documents';
import { IDENTITY_VERIFICATION } from '@/domain/constants';
import type { AppDeps } from '../app-deps';
import type { ServerConfig } from '../config';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { notFound, ValidationError } from '../http/errors';
import { principalOf } from '../http/principal';
import { uploadLimitOf } from '../library/routes';
import { receiveUpload } from '../library/upload-receiver';
import { productConfig } from '../site/product-config';
import type { IdentityScorer } from '../verification/identity-scorer';
import type { AccountLinker } from './account-linker';
import type { BankApplicationService, BankServiceDeps, BankUser } from './bank-application-service';
import type { BankApplicationStore } from './bank-application-store';
import { documentView } from './bank-application-view';

/** Options of the bank routes. */
export interface BankRouteOptions {
  deps: AppDeps;
  service: BankApplicationService;
  store: BankApplicationStore;
}

/** The default time the local stand-in's review takes. */
export const DEFAULT_REVIEW_DELAY_MS = 4000;

/** Where the micro-deposit message links to: the onboarding page on the public origin. */
export function onboardingLink(config: ServerConfig): string {
  const origin = (config.publicOrigin as string | undefined) ?? `http://127.0.0.1:${config.port}`;
  return `${origin}/onboarding`;
}

/**
 * What the bank application service of an app is built from (server/services.ts builds it once): one store, the
 * scorer, the account linker (server/services.ts: the app's, or the local stand-in that posts the micro-deposits to the
 * outbox) and the local review delay.
 */
export function bankServiceDeps(
  deps: AppDeps,
  store: BankApplicationStore,
  scorer: IdentityScorer,
  linker: AccountLinker,
  reviewDelayMs: number = DEFAULT_REVIEW_DELAY_MS,
): BankServiceDeps {
  const config = productConfig(deps.config, onboardingLink(deps.config));
  return {
    store,
    db: deps.db,
    cipher: deps.cipher,
    scorer,
    linker,
    clock: deps.clock,
    reviewDelayMs,
    minPassingScore: IDENTITY_VERIFICATION.minPassingScore,
    support: { email: String(config.support_email ?? ''), phone: String(config.support_phone ?? '') },
  };
}

/** ID photos must be images; step-up documents may also be PDF or TIFF scans. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** The bank application's own routes: status, submit, documents, step-up, dev review, connection and deposits. */
export const bankRoutes: FastifyPluginAsync<BankRouteOptions> = async (app, opts) => {
  const { deps, service, store } = opts;
  const limit = uploadLimitOf(deps);
  await app.register(multipart, { limits: { fileSize: limit + 1, files: 1, fields: 5, parts: 6, fieldSize: 200 } });
  const userOf = async (request: FastifyRequest): Promise<BankUser> => {
    const id = principalOf(request).userId;
    const row = await deps.db.selectFrom('users').select('user_email').where('id', '=', id).executeTakeFirst();
    if (row === undefined) throw notFound('User not found');
    return { id, email: row.user_email };
  };
  const audit = (request: FastifyRequest, action: string): Promise<void> =>
    auditWrite(deps.db, principalOf(request), action, 'bank-application', principalOf(request).userId);

  route(app, 'getBankApplicationStatus', async (request) => service.view(await userOf(request)));

  route(app, 'submitBankApplication', async (request) => {
    const view = await service.submit(await userOf(request));
    await audit(request, 'submit');
    return view;
  });

  route(app, 'submitBankStepUp', async (request) => {
    const view = await service.submitStepUp(await userOf(request));
    await audit(request, 'submit-step-up');
    return view;
  });

  route(app, 'completeBankReview', async (request) => {
    if (deps.config.profile !== 'local') throw notFound('Only the local profile finishes reviews on request');
    const view = await service.completeReviewNow(await userOf(request));
    await audit(request, 'complete-review');
    return view;
  });

  route(app, 'uploadBankDocument', async (request, reply) => {
    const user = await userOf(request);
    const upload = await receiveUpload(request, deps.blobs, limit);
    try {
      const kind = upload.fields.kind as BankDocumentKind;
      if (!BANK_DOCUMENT_KINDS.includes(kind)) throw new ValidationError({ kind: ['Choose which document this is'] });
      if ((kind === 'id_front' || kind === 'id_back') && !IMAGE_TYPES.has(upload.contentType))
        throw new ValidationError({ file: [ID_PHOTO_TYPE_MESSAGE] });
      const row = {
        id: `bd_${crypto.randomUUID()}`,
        user_id: user.id,
        kind,
        name: upload.fileName,
        content_type: upload.contentType,
        size: upload.size,
        blob_key: upload.key,
        created_at: deps.clock(),
      };
      await store.addDocument(row);
      await audit(request, `upload-${kind}`);
      return reply.status(201).send(documentView(row));
    } catch (error) {
      await deps.blobs.remove(upload.key);
      throw error;
    }
  });

  route(app, 'connectBankAccount', async (request) => {
    const connection = await service.connect(await userOf(request), request.body as Record<string, unknown>);
    await audit(request, 'connect-account');
    return connection;
  });

  route(app, 'verifyBankDeposits', async (request) => {
    const check = await service.verifyDeposits(await userOf(request), request.body as Record<string, unknown>);
    await audit(request, `verify-deposits-${check.outcome}`);
    return check;
  });
};
