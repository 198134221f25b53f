import { type Kysely, sql } from 'kysely';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';

/** One encrypted value found in a column (a text column, or a token inside a JSON document). */
export interface KeySample {
  table: string;
  column: string;
  token: string;
}

/** What a key made of the samples: the columns it opens and those it does not. */
export interface KeyCheck {
  opened: KeySample[];
  failed: KeySample[];
}

/** A FieldCipher token (server/crypto/field-cipher.ts): `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>`. */
const TOKEN_PATTERN = 'enc:v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*';

/**
 * One encrypted value from every column that holds one, in the current schema. Found by looking, not from a list: every
 * text and JSON column is asked for a token, so a column encrypted by a later area is checked without a change here.
 * A column with no token is read to its end; the product's tables are small enough for that at backup and restore time.
 */
export async function keySamples(db: Kysely<DB>): Promise<KeySample[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb')
      and c.table_name not like 'kysely_migration%'
    order by c.table_name, c.column_name`.execute(db);
  const samples: KeySample[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const found = await sql<{ token: string | null }>`
      select substring(${sql.ref(column)}::text from ${TOKEN_PATTERN}) as token from ${sql.table(table)}
      where ${sql.ref(column)}::text like ${'%enc:v1:%'} limit 1`.execute(db);
    const token = found.rows[0]?.token;
    if (typeof token === 'string' && token.length > 0) samples.push({ table, column, token });
  }
  return samples;
}

/** Decrypts each sample with the cipher (its current key and its old keys). */
export function checkKey(samples: readonly KeySample[], cipher: FieldCipher): KeyCheck {
  const opened: KeySample[] = [];
  const failed: KeySample[] = [];
  for (const sample of samples) {
    try {
      cipher.decrypt(sample.token);
      opened.push(sample);
    } catch {
      failed.push(sample);
    }
  }
  return { opened, failed };
}

/** The columns of a check, for a message: `step_data.values, totp_factors.secret_enc`. */
export function columnsOf(samples: readonly KeySample[]): string {
  return samples.map((s) => `${s.table}.${s.column}`).join(', ');
}
