import { describe, expect, test } from 'vitest';
import type { PlanTerminationApi } from '@/ports/plan-termination-api';
import { intentKey, refusal, SIGNATURE_PNG } from './contract-kit';

/** A plan owner with no termination yet and nothing in the plan; `today` is the subject's day (YYYY-MM-DD). */
export interface PlanTerminationSubject {
  api: PlanTerminationApi;
  today: string;
  /** Gives the owner a signed loan being repaid (before the resolution); answers its id. */
  giveLoan(): Promise<string>;
}

const resolution = (today: string, overrides: Record<string, string> = {}) => ({
  terminationDate: today,
  resolutionDate: today,
  signerFirstName: 'Avery',
  signerLastName: 'Quinn',
  signerTitle: 'Owner',
  signature: SIGNATURE_PNG,
  ...overrides,
});

/**
 * The PlanTerminationApi contract (decision 0339): what the in-memory fake and the HTTP adapter against the embedded
 * server both do. Messages as docs/api/openapi.yaml and src/domain/plan-termination give them.
 */
export function planTerminationApiContract(name: string, subject: () => Promise<PlanTerminationSubject>): void {
  describe(`PlanTerminationApi contract: ${name}`, () => {
    test('not started, then the resolution adopted once: terminating, the final return not filed yet', async () => {
      const { api, today } = await subject();
      expect(await api.state()).toMatchObject({ status: 'not_started', role: 'owner' });
      const key = intentKey();
      const adopted = await api.adopt(resolution(today), key);
      expect(adopted).toMatchObject({
        status: 'terminating',
        resolution: { terminationDate: today, resolutionDate: today, signerName: 'Avery Quinn', signerTitle: 'Owner' },
        checklist: { stepsLeft: 1, loans: [], finalReturn: { filed: false, filedOn: null } },
      });
      expect(adopted.checklist?.accounts.map((a) => [a.you, a.balanceCents])).toEqual([[true, 0]]);
      // The same intent again answers the first result; another is refused.
      expect(await api.adopt(resolution(today), key)).toMatchObject({ status: 'terminating' });
      expect(await refusal(api.adopt(resolution(today), intentKey()))).toEqual({
        status: 409,
        fields: undefined,
        message: "The plan's termination resolution was already adopted",
      });
    });

    test("dates against the rules get the domain's messages by field, and nothing is adopted", async () => {
      const { api, today } = await subject();
      const [y, m, d] = today.split('-').map(Number);
      const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
      const refused = await refusal(
        api.adopt(resolution(today, { resolutionDate: tomorrow, terminationDate: 'soon', signerTitle: ' ' }), intentKey()),
      );
      expect(refused).toEqual({
        status: 400,
        fields: {
          resolution_date: ['The resolution date cannot be after today'],
          termination_date: ['Termination date must be a date (YYYY-MM-DD)'],
          signer_title: ['Title is required'],
        },
        message: undefined,
      });
      expect((await api.state()).status).toBe('not_started');
    });

    test("a loan being repaid is on the checklist until it is offset by reason of the plan's termination, once", async () => {
      const { api, today, giveLoan } = await subject();
      const loanId = await giveLoan();
      const adopted = await api.adopt(resolution(today), intentKey());
      expect(adopted.checklist?.loans.map((l) => [l.id, l.you])).toEqual([[loanId, true]]);
      await api.offsetLoan(loanId, intentKey());
      expect((await api.state()).checklist?.loans).toEqual([]);
      expect((await refusal(api.offsetLoan(loanId, intentKey()))).status).toBe(409);
    });
  });
}
