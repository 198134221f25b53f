import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above a small size by Accept-Encoding (brotli, then gzip) with `Vary: Accept-Encoding`: the API's
 * JSON and any file the build did not pre-compress. Files the build did pre-compress (`.br`, `.gz`, decision 0171)
 * already carry Content-Encoding and pass through untouched. Register before the routes.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
