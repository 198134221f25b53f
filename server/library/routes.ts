import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { principalOf } from '../http/principal';
import { linkOriginFor } from '../site/origin';
import type { DocumentPages, PageQuery } from './document-pages';
import type { DocumentService, Uploader } from './document-service';
import { expirationFromPathSegment, expirationSeconds, mintDownloadLink } from './download-link';
import type { FolderService } from './folder-service';
import { receiveUpload, type StoredUpload } from './upload-receiver';

/** Largest upload accepted when the configuration names none: 25 MB (decision 0035). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

type Params = { id: string };
type Body = Record<string, unknown>;

/** The upload limit of the configuration (uploadLimitBytes), or the default. */
export function uploadLimitOf(deps: AppDeps): number {
  return deps.config.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
}

/** The origin download links point at: the page's own loopback origin on the local app, else the public origin. */
function originOf(deps: AppDeps, request: FastifyRequest): string {
  return linkOriginFor(deps.config, request.headers.host);
}

/** Who is storing a version: support acting in admin mode, or the participant (decision 0151). */
function uploaderOf(request: FastifyRequest): Uploader {
  const p = principalOf(request);
  return p.actingAs !== undefined
    ? { role: 'support', name: p.name ?? p.email ?? 'Support' }
    : { role: 'participant', name: null };
}

/** Records `upload` with `record`; removes its blob when recording fails, so nothing is left behind. */
async function recordOrDiscard<T>(deps: AppDeps, upload: StoredUpload, record: () => Promise<T>): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await deps.blobs.remove(upload.key);
    throw error;
  }
}

/** Folders, documents, versions, the library listing and download-link minting; every query is scoped to the principal. */
export const libraryRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  folders: FolderService;
  documents: DocumentService;
  pages: DocumentPages;
}> = async (app, { deps, folders, documents: docs, pages }) => {
  const limit = uploadLimitOf(deps);
  await app.register(multipart, { limits: { fileSize: limit + 1, files: 1, fields: 10, parts: 12, fieldSize: 4096 } });
  const audit = (request: FastifyRequest, action: string, type: string, id: string): Promise<void> =>
    auditWrite(deps.db, principalOf(request), action, type, id);

  route(app, 'getLibrary', async (request) => {
    const userId = principalOf(request).userId;
    // include=folders: the tree only, for the SPA (a folder's documents come in pages, decision 0150).
    if ((request.query as { include?: string }).include === 'folders')
      return { folders: await folders.list(userId), documents: [], versions: [], document_count: await docs.count(userId) };
    return { folders: await folders.list(userId), ...(await docs.listAll(userId)) };
  });

  route(app, 'listDocumentPage', async (request) => pages.page(principalOf(request).userId, request.query as PageQuery));
  route(app, 'listRemovedDocuments', async (request) => docs.listRemoved(principalOf(request).userId));
  route(app, 'restoreDocument', async (request) => {
    const document = await docs.restore(principalOf(request).userId, (request.params as Params).id);
    await audit(request, 'restore', 'document', document.id);
    return document;
  });

  route(app, 'createFolder', async (request, reply) => {
    const folder = await folders.create(principalOf(request).userId, request.body as Body);
    await audit(request, 'create', 'folder', folder.id);
    return reply.status(201).send(folder);
  });
  route(app, 'renameFolder', async (request) => {
    const folder = await folders.rename(principalOf(request).userId, (request.params as Params).id, request.body as Body);
    await audit(request, 'rename', 'folder', folder.id);
    return folder;
  });
  route(app, 'moveFolder', async (request) => {
    const folder = await folders.move(principalOf(request).userId, (request.params as Params).id, request.body as Body);
    await audit(request, 'move', 'folder', folder.id);
    return folder;
  });
  route(app, 'removeFolder', async (request, reply) => {
    const { id } = request.params as Params;
    await folders.remove(principalOf(request).userId, id);
    await audit(request, 'remove', 'folder', id);
    return reply.status(204).send();
  });

  route(app, 'uploadDocument', async (request, reply) => {
    const userId = principalOf(request).userId;
    const upload = await receiveUpload(request, deps.blobs, limit);
    const document = await recordOrDiscard(deps, upload, () => docs.createFromUpload(userId, upload, uploaderOf(request)));
    await audit(request, 'upload', 'document', document.id);
    return reply.status(201).send(document);
  });
  route(app, 'getDocument', async (request) => docs.get(principalOf(request).userId, (request.params as Params).id));
  route(app, 'renameDocument', async (request) => {
    const document = await docs.rename(principalOf(request).userId, (request.params as Params).id, request.body as Body);
    await audit(request, 'rename', 'document', document.id);
    return document;
  });
  route(app, 'moveDocument', async (request) => {
    const document = await docs.move(principalOf(request).userId, (request.params as Params).id, request.body as Body);
    await audit(request, 'move', 'document', document.id);
    return document;
  });
  route(app, 'removeDocument', async (request, reply) => {
    const { id } = request.params as Params;
    await docs.remove(principalOf(request).userId, id);
    await audit(request, 'remove', 'document', id);
    return reply.status(204).send();
  });

  route(app, 'listVersions', async (request) => docs.listVersions(principalOf(request).userId, (request.params as Params).id));
  route(app, 'uploadVersion', async (request, reply) => {
    const userId = principalOf(request).userId;
    const { id } = request.params as Params;
    // Refuse before storing anything when the document is not the user's.
    await docs.get(userId, id);
    const upload = await receiveUpload(request, deps.blobs, limit);
    const version = await recordOrDiscard(deps, upload, () => docs.addVersion(userId, id, upload, uploaderOf(request)));
    await audit(request, 'upload', 'version', version.id);
    return reply.status(201).send(version);
  });

  route(app, 'getDocumentDownloadUrl', async (request) => {
    const { id } = request.params as Params;
    const query = request.query as { id?: string; expiration?: unknown };
    const version = await docs.versionForDownload(principalOf(request).userId, id, query.id);
    // The spec's call puts its second argument (the expiration) in the path segment: honour it when no query names one.
    const fromPath =
      query.expiration === undefined && id !== version.id && id !== version.document_id
        ? expirationFromPathSegment(id)
        : undefined;
    const seconds = fromPath ?? expirationSeconds(query.expiration);
    // Decision 0213: a Google Cloud Storage V4 signed URL when the store is GCS, else the server's own signed link.
    const link = await mintDownloadLink(deps.blobs, {
      origin: originOf(deps, request),
      productKey: deps.config.productKey,
      versionId: version.id,
      now: deps.clock(),
      seconds,
      fileName: version.name,
      contentType: version.content_type,
      blobKey: async () => (await docs.versionBlob(version.id))?.blobKey,
    });
    return { ...link, file_name: version.name };
  });
};
