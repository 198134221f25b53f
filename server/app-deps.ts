import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from './blob/blob-store';
import type { ServerConfig } from './config';
import type { FieldCipher } from './crypto/field-cipher';
import type { DB } from './db/schema';

/** What every route plugin of the product API is given. */
export interface AppDeps {
  db: Kysely<DB>;
  blobs: BlobStore;
  config: ServerConfig;
  /** Encrypts personal numbers (SSN, ID, bank account and routing numbers) before they are stored. */
  cipher: FieldCipher;
  clock: () => Date;
  log: FastifyBaseLogger;
}
