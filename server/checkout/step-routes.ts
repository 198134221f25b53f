import type { OperationAnswering, Schema } from '@/adapters/http/wire';
import type { FastifyPluginAsync } from 'fastify';
import { bankApplicationSteps, checkoutSteps, type PlanRole } from '@/domain/flow';
import type { AppDeps } from '../app-deps';
import { guardBankIdPhotos, guardBankStep } from '../bank/bank-step-guard';
import { auditWrite } from '../http/audit';
import { route } from '../http/contract';
import { ValidationError } from '../http/errors';
import { principalOf } from '../http/principal';
import { fieldMessages, SAVED_STEPS } from './step-rules';
import { numbersToStore, sendsNumbers } from './number-mask';
import { valuesToStore } from './ssn-mask';
import type { FlowName, StepStore } from './step-store';

const DEFAULT_VARIANT: PlanRole = 'planOwner';
const FLOWS: Record<
  FlowName,
  {
    stateOp: OperationAnswering<Schema<'FlowState'>>;
    progressOp: OperationAnswering<Schema<'FlowState'>>;
    steps: (role: PlanRole) => readonly { key: string }[];
  }
> = {
  checkout: { stateOp: 'getCheckout', progressOp: 'putCheckoutProgress', steps: checkoutSteps },
  bank: { stateOp: 'getBankApplication', progressOp: 'putBankApplicationProgress', steps: bankApplicationSteps },
};

/** Large enough for a signature image and ID photos in one step. */
const STEP_BODY_LIMIT = 12 * 1024 * 1024;

/** Checkout and bank application: step data (save with the domain rules, read back) and the resume point. */
export const stepRoutes: FastifyPluginAsync<{ deps: AppDeps; store: StepStore }> = async (app, { deps, store }) => {
  for (const step of SAVED_STEPS) {
    route(app, step.getOperation, async (request) => store.read(principalOf(request).userId, step.flow, step.key));
    route(
      app,
      step.putOperation,
      async (request) => {
        const p = principalOf(request);
        if (step.flow === 'bank') await guardBankStep(deps.db, p.userId, 'save', step.key);
        if (step.flow === 'bank' && step.key === 'identityDetails')
          await guardBankIdPhotos(deps.db, p.userId, request.body as Record<string, unknown>);
        const { draft } = (request.query ?? {}) as { draft?: boolean };
        const body = request.body as Record<string, unknown>;
        const numbers = sendsNumbers(body);
        const stored = 'ssn_number' in body || numbers ? await store.storedValues(p.userId, step.flow, step.key) : undefined;
        const source = numbers && step.filledFrom ? step.filledFrom : undefined;
        const filledFrom = source ? await store.storedValues(p.userId, source.flow, source.key) : undefined;
        const values = { ...numbersToStore(valuesToStore(body, stored, draft === true), [stored, filledFrom], draft === true) };
        const facts = step.ruleFacts ? await step.ruleFacts((key) => store.storedValues(p.userId, step.flow, key)) : {};
        for (const fact of Object.keys(facts)) delete values[fact];
        const now = deps.clock();
        if (draft !== true && step.validate !== undefined) {
          const errors = fieldMessages(step.validate({ ...values, ...facts }, now));
          if (errors !== undefined) throw new ValidationError(errors);
        }
        const saved = await store.save(p.userId, step.flow, step.key, values, draft !== true, now);
        await auditWrite(deps.db, p, draft === true ? 'save-draft' : 'save', `${step.flow}-step`, step.key);
        return saved;
      },
      { bodyLimit: STEP_BODY_LIMIT },
    );
  }

  for (const [flow, def] of Object.entries(FLOWS) as [FlowName, (typeof FLOWS)[FlowName]][]) {
    const first = def.steps(DEFAULT_VARIANT)[0].key;
    route(app, def.stateOp, async (request) =>
      store.state(principalOf(request).userId, flow, { current_step: first, variant: DEFAULT_VARIANT }),
    );
    route(app, def.progressOp, async (request) => {
      const p = principalOf(request);
      const body = request.body as { current_step: string; variant?: PlanRole };
      if (flow === 'bank') await guardBankStep(deps.db, p.userId, 'move', body.current_step);
      const current = await store.state(p.userId, flow, { current_step: first, variant: DEFAULT_VARIANT });
      const variant = body.variant ?? (current.variant as PlanRole);
      if (!def.steps(variant).some((s) => s.key === body.current_step)) {
        throw new ValidationError({ current_step: [`${body.current_step} is not a step of the ${variant} flow`] });
      }
      await store.saveProgress(p.userId, flow, body.current_step, variant, deps.clock());
      await auditWrite(deps.db, p, 'save-progress', `${flow}-flow`, body.current_step);
      return store.state(p.userId, flow, { current_step: first, variant: DEFAULT_VARIANT });
    });
  }
};
