import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { maskedStepValues } from './ssn-mask';

/** A flow whose steps are saved: the plan-owner checkout or the bank application. */
export type FlowName = 'checkout' | 'bank';

/** The saved values of one step, as the API answers them (the SSN masked: decision 0080). */
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

/** Reads and writes step data and flow progress of one user. */
export class StepStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** The saved step (SSN masked), or an empty incomplete one. */
  async read(userId: string, flow: FlowName, stepKey: string): Promise<StepData> {
    const row = await this.row(userId, flow, stepKey);
    if (row === undefined) return { step_key: stepKey, values: {}, complete: false, updated_at: null };
    return {
      step_key: stepKey,
      values: maskedStepValues(row.values),
      complete: row.complete,
      updated_at: row.updated_at.toISOString(),
    };
  }

  /** The stored values of a step as saved (SSN in full), for the server's own rules only; never answer these. */
  async storedValues(userId: string, flow: FlowName, stepKey: string): Promise<Record<string, unknown> | undefined> {
    return (await this.row(userId, flow, stepKey))?.values;
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
    const json = JSON.stringify(values) as unknown as Record<string, unknown>;
    await this.db
      .insertInto('step_data')
      .values({ user_id: userId, flow, step_key: stepKey, values: json, complete, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'flow', 'step_key']).doUpdateSet({ values: json, complete, updated_at: at }))
      .execute();
    return { step_key: stepKey, values: maskedStepValues(values), complete, updated_at: at.toISOString() };
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
        values: maskedStepValues(r.values),
        complete: r.complete,
        updated_at: r.updated_at.toISOString(),
      };
    return {
      current_step: progress?.current_step ?? defaults.current_step,
      variant: progress?.variant ?? defaults.variant,
      steps,
    };
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
