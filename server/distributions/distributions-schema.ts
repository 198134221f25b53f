import type { ColumnType } from 'kysely';

/** A bigint column: the drivers read it as string, number or bigint; written as number. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

// Columns added to the library's distributions table by this area's migrations (decision 0299).
declare module '../library/schema' {
  interface DistributionsTable {
    /** A corrective distribution of excess deferrals: the calendar year whose deferrals were over the 402(g) limit. */
    deferral_year: number | null;
    /** The excess itself (cents); the rest of the amount is its earnings. */
    excess_cents: BigIntColumn | null;
    /** The designated Roth part of the excess (cents). */
    roth_excess_cents: BigIntColumn | null;
    /** The earnings allocable to the excess (cents). */
    earnings_cents: BigIntColumn | null;
    /** The designated Roth part of the amount: the Roth excess and its share of the earnings (cents). */
    roth_cents: BigIntColumn | null;
  }
}
