import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from './blob/blob-store';
import type { ServerConfig } from './config';
import type { DB } from './db/schema';

/** What every route plugin of the product API is given. */
export interface AppDeps {
  db: Kysely<DB>;
  blobs: BlobStore;
  config: ServerConfig;
  clock: () => Date;
  log: FastifyBaseLogger;
}
