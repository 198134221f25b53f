import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A flow whose steps are saved: the plan-owner checkout or the bank application. */
export type FlowName = 'checkout' | 'bank';

/** The saved values of one step, as the API answers them. */
export interface StepData { step_key: string; values: Record<string, unknown>; complete: boolean; updated_at: string | null }

/** Where a user is in a flow, with every saved step. */
export interface FlowState { current_step: string; variant: string; steps: Record<string, StepData> }

/** Reads and writes step data and flow progress of one user. */
export class StepStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** The saved step, or an empty incomplete one. */
  async read(userId: string, flow: FlowName, stepKey: string): Promise<StepData> {
    const row = await this.db
      .selectFrom('step_data')
      .selectAll()
      .where('user_id', '=', userId)
      .where('flow', '=', flow)
      .where('step_key', '=', stepKey)
      .executeTakeFirst();
    if (row === undefined) return { step_key: stepKey, values: {}, complete: false, updated_at: null };
    return { step_key: stepKey, values: row.values, complete: row.complete, updated_at: row.updated_at.toISOString() };
  }

  /** Saves (replaces) a step's values. */
  async save(userId: string, flow: FlowName, stepKey: string, values: Record<string, unknown>, complete: boolean, at: Date): Promise<StepData> {
    const json = JSON.stringify(values) as unknown as Record<string, unknown>;
    await this.db
      .insertInto('step_data')
      .values({ user_id: userId, flow, step_key: stepKey, values: json, complete, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'flow', 'step_key']).doUpdateSet({ values: json, complete, updated_at: at }))
      .execute();
    return { step_key: stepKey, values, complete, updated_at: at.toISOString() };
  }

  /** The flow's progress and all its saved steps; defaults when nothing was saved. */
  async state(userId: string, flow: FlowName, defaults: { current_step: string; variant: string }): Promise<FlowState> {
    const progress = await this.db
      .selectFrom('flow_progress')
      .select(['current_step', 'variant'])
      .where('user_id', '=', userId)
      .where('flow', '=', flow)
      .executeTakeFirst();
    const rows = await this.db.selectFrom('step_data').selectAll().where('user_id', '=', userId).where('flow', '=', flow).execute();
    const steps: Record<string, StepData> = {};
    for (const r of rows) steps[r.step_key] = { step_key: r.step_key, values: r.values, complete: r.complete, updated_at: r.updated_at.toISOString() };
    return { current_step: progress?.current_step ?? defaults.current_step, variant: progress?.variant ?? defaults.variant, steps };
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
