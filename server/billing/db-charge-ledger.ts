import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { LocalCharge, LocalChargeLedger } from './local-payment-gateway';

/** The local gateway's ledger in the database (table local_gateway_charges), so it outlives a killed process. */
export class DbChargeLedger implements LocalChargeLedger {
  constructor(private readonly db: Kysely<DB>) {}

  async record(charge: LocalCharge): Promise<LocalCharge> {
    await this.db
      .insertInto('local_gateway_charges')
      .values({
        idempotency_key: charge.idempotencyKey,
        invoice_id: charge.invoiceId,
        amount_cents: charge.amountCents,
        reference: charge.reference,
        card_last4: charge.cardLast4,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    return (await this.find(charge.idempotencyKey)) as LocalCharge;
  }

  async find(idempotencyKey: string): Promise<LocalCharge | undefined> {
    const row = await this.db
      .selectFrom('local_gateway_charges')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return (
      row && {
        idempotencyKey: row.idempotency_key,
        invoiceId: row.invoice_id,
        amountCents: row.amount_cents,
        reference: row.reference,
        cardLast4: row.card_last4,
      }
    );
  }
}
