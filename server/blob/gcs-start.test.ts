import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { spawnServer } from '../test-support/server-process';

describe('the server process with BLOB_STORE=gcs (decision 0213)', () => {
  test('the production profile with BLOB_STORE=gcs and no GCS_BUCKET refuses to start and says why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gcs-start-'));
    const production = {
      PROFILE: 'production',
      PUBLIC_ORIGIN: 'https://app.example.com',
      DESCOPE_PROJECT_ID: 'P2gcsstarttest0000000000000',
      DESCOPE_JWKS_URL: 'https://descope.example/v2/keys/P2gcsstarttest0000000000000',
      FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      BLOB_STORE: 'gcs',
    };
    await expect(spawnServer(dataDir, production)).rejects.toThrow(
      /server exited before .*\n(.|\n)*BLOB_STORE=gcs needs GCS_BUCKET/,
    );
  }, 120_000);
});
