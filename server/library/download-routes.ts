import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { route } from '../http/contract';
import type { DocumentService } from './document-service';
import { attachmentDisposition } from './download-link';

/**
 * The signed download route, GET /downloads/{versionId}?expires=&signature= (operation downloadVersion). It is served
 * WITHOUT the product's bearer token: the signed URL is the capability (spec section 7, file download). Register it under
 * the product prefix outside the auth hook. Expired or tampered links answer 403.
 */
export const downloadRoutes: FastifyPluginAsync<{ deps: AppDeps; documents: DocumentService }> = async (
  app,
  { deps, documents: docs },
) => {
  route(app, 'downloadVersion', async (request: FastifyRequest, reply: FastifyReply) => {
    const { versionId } = request.params as { versionId: string };
    const { expires, signature } = request.query as { expires?: string; signature?: string };
    const path = request.url.split('?')[0];
    const check = deps.blobs.verifyUrl(path, expires, signature, deps.clock());
    if (check !== 'valid') {
      throw new HttpError(
        403,
        'forbidden',
        check === 'expired' ? 'This download link has expired' : 'This download link is not valid',
      );
    }
    const found = await docs.versionBlob(versionId);
    const blob = found ? await deps.blobs.get(found.blobKey) : undefined;
    if (!found || !blob) throw new HttpError(404, 'not_found', 'This file no longer exists');
    return reply
      .header('content-type', found.version.content_type)
      .header('content-length', blob.size)
      .header('content-disposition', attachmentDisposition(found.version.name, found.version.content_type))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(blob.stream);
  });
};
