import type { RolloverSourceKind } from './rollover-request';
import type { RolloverStatus } from './rollover-status';

/**
 * The incoming rollovers area as the product reads it (decision 0251): each rollover with its parts, its documents and
 * its status history. Amounts in integer cents, days as `YYYY-MM-DD`. The RolloversApi port answers these; only its
 * HTTP adapter knows the wire's shape (docs/api/openapi.yaml, decision 0302).
 */

/** How the money travels: provider to plan (direct), or paid to the participant who deposits it (indirect). */
export type RolloverMethod = 'direct' | 'indirect';

/** One status of a rollover's history, with its amount and day where it has them. */
export interface RolloverEvent {
  readonly status: RolloverStatus;
  readonly amountCents: number | null;
  /** The day the status refers to (the day the money arrived, for received); null when none. */
  readonly onDate: string | null;
  /** When the status was recorded (ISO date-time). */
  readonly at: string;
}

/** An incoming rollover. */
export interface RolloverRecord {
  readonly id: string;
  readonly sourceKind: RolloverSourceKind;
  readonly provider: string;
  /** The approximate total. */
  readonly amountCents: number;
  readonly preTaxCents: number;
  readonly rothCents: number;
  readonly method: RolloverMethod;
  /** Indirect only: the day the money was paid to the participant (the 60 days run from it). */
  readonly distributionDate: string | null;
  readonly status: RolloverStatus;
  /** The latest statement of the sending account (a library document). */
  readonly statementDocumentId: string | null;
  /** The signed letter of acceptance, filed in the library. */
  readonly letterDocumentId: string | null;
  readonly receivedCents: number | null;
  readonly receivedDate: string | null;
  /** The contribution ledger's entry (Roll Overs) of the received money. */
  readonly contributionId: string | null;
  /** Oldest first. */
  readonly history: readonly RolloverEvent[];
  /** ISO date-time. */
  readonly createdAt: string;
}

/** A rollover request as the participant makes it; `distributionDate` only for an indirect one. */
export interface RolloverRequest {
  readonly sourceKind: string;
  readonly provider: string;
  readonly amountCents: number;
  /** The Roth part of the amount; 0 when none. */
  readonly rothCents: number;
  readonly method: string;
  readonly distributionDate: string | null;
}

/** The plan administrator's signature of the letter of acceptance (a PNG data URL) with the name and title. */
export interface RolloverLetterSignature {
  readonly administratorName: string;
  readonly administratorTitle: string;
  readonly signature: string;
}

/** The money that arrived: the amount and the day. */
export interface RolloverReceipt {
  readonly amountCents: number;
  readonly receivedDate: string;
}
