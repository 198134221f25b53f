import { type Kysely, sql } from 'kysely';
import type { FieldCipher } from '../crypto/field-cipher';
import { jsonb } from '../db/jsonb';
import type { DB } from '../db/schema';
import { needsSealing, openValues, SEALED_FIELDS, sealValues } from './sealed-fields';
import { maskedNumbers } from './number-mask';
import { maskedStepValues } from './ssn-mask';

/** Values as every answer gives them: the SSN (decision 0080) and the ID and bank numbers (decision 0200) masked. */
const answered = (values: Record<string, unknown>): Record<string, unknown> => maskedNumbers(maskedStepValues(values));

/** A flow whose steps are saved: the plan-owner checkout or the bank application. */
export type FlowName = 'checkout' | 'bank';

/** The saved values of one step, as the API answers them (the SSN and ID and bank numbers masked: decisions 0080, 0200). */
export interface StepData {
  step_key: string;
  values: Record<string, unknown>;
  complete: boolean;
  updated_at: string | null;
}

/** Where a user is in a flow, with every saved step. */
export interface FlowState {
  current_step: string;
  variant: string;
  steps: Record<string, StepData>;
}

/** Reads and writes step data and flow progress of one user; personal numbers are stored encrypted (decision 0110). */
export class StepStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cipher: FieldCipher,
  ) {}

  /** The saved step (SSN masked), or an empty incomplete one. */
  async read(userId: string, flow: FlowName, stepKey: string): Promise<StepData> {
    const row = await this.row(userId, flow, stepKey);
    if (row === undefined) return { step_key: stepKey, values: {}, complete: false, updated_at: null };
    return {
      step_key: stepKey,
      values: answered(openValues(row.values, this.cipher)),
      complete: row.complete,
      updated_at: row.updated_at.toISOString(),
    };
  }

  /** The stored values of a step as saved (SSN in full), for the server's own rules only; never answer these. */
  async storedValues(userId: string, flow: FlowName, stepKey: string): Promise<Record<string, unknown> | undefined> {
    const values = (await this.row(userId, flow, stepKey))?.values;
    return values === undefined ? undefined : openValues(values, this.cipher);
  }

  private async row(
    userId: string,
    flow: FlowName,
    stepKey: string,
  ): Promise<{ values: Record<string, unknown>; complete: boolean; updated_at: Date } | undefined> {
    return this.db
      .selectFrom('step_data')
      .select(['values', 'complete', 'updated_at'])
      .where('user_id', '=', userId)
      .where('flow', '=', flow)
      .where('step_key', '=', stepKey)
      .executeTakeFirst();
  }

  /** Saves (replaces) a step's values; answers them as a read would (SSN masked). */
  async save(
    userId: string,
    flow: FlowName,
    stepKey: string,
    values: Record<string, unknown>,
    complete: boolean,
    at: Date,
  ): Promise<StepData> {
    const sealed = sealValues(values, this.cipher);
    await this.db
      .insertInto('step_data')
      .values({ user_id: userId, flow, step_key: stepKey, values: jsonb(sealed), complete, updated_at: at })
      .onConflict((oc) =>
        oc.columns(['user_id', 'flow', 'step_key']).doUpdateSet({ values: jsonb(sealed), complete, updated_at: at }),
      )
      .execute();
    return { step_key: stepKey, values: answered(values), complete, updated_at: at.toISOString() };
  }

  /** The flow's progress and all its saved steps (SSN masked); defaults when nothing was saved. */
  async state(userId: string, flow: FlowName, defaults: { current_step: string; variant: string }): Promise<FlowState> {
    const progress = await this.db
      .selectFrom('flow_progress')
      .select(['current_step', 'variant'])
      .where('user_id', '=', userId)
      .where('flow', '=', flow)
      .executeTakeFirst();
    const rows = await this.db
      .selectFrom('step_data')
      .selectAll()
      .where('user_id', '=', userId)
      .where('flow', '=', flow)
      .execute();
    const steps: Record<string, StepData> = {};
    for (const r of rows)
      steps[r.step_key] = {
        step_key: r.step_key,
        values: answered(openValues(r.values, this.cipher)),
        complete: r.complete,
        updated_at: r.updated_at.toISOString(),
      };
    return {
      current_step: progress?.current_step ?? defaults.current_step,
      variant: progress?.variant ?? defaults.variant,
      steps,
    };
  }

  /**
   * The data migration of decision 0110, run at every start: encrypts personal numbers still stored in plain text and
   * re-encrypts those of a rotated-out key. Answers how many steps it rewrote.
   */
  async sealStoredValues(): Promise<number> {
    const current = `enc:v1:${this.cipher.keyId}:%`;
    const candidates = await this.db
      .selectFrom('step_data')
      .select(['user_id', 'flow', 'step_key', 'values', 'updated_at'])
      .where((eb) =>
        eb.or(
          SEALED_FIELDS.flatMap((field) => [
            eb(sql`jsonb_typeof(${sql.ref('values')} -> ${field})`, '=', 'string'),
            eb(sql`${sql.ref('values')} -> ${field} ->> 'sealed'`, 'not like', current),
          ]),
        ),
      )
      .execute();
    let rewritten = 0;
    for (const row of candidates) {
      if (!needsSealing(row.values, this.cipher)) continue;
      const sealed = sealValues(openValues(row.values, this.cipher), this.cipher);
      await this.db
        .updateTable('step_data')
        .set({ values: jsonb(sealed) })
        .where('user_id', '=', row.user_id)
        .where('flow', '=', row.flow)
        .where('step_key', '=', row.step_key)
        .where('updated_at', '=', row.updated_at)
        .execute();
      rewritten += 1;
    }
    return rewritten;
  }

  /** Saves the current step and variant of a flow. */
  async saveProgress(userId: string, flow: FlowName, currentStep: string, variant: string, at: Date): Promise<void> {
    await this.db
      .insertInto('flow_progress')
      .values({ user_id: userId, flow, current_step: currentStep, variant, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'flow']).doUpdateSet({ current_step: currentStep, variant, updated_at: at }))
      .execute();
  }
}
