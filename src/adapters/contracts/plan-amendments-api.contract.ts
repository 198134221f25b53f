import { describe, expect, test } from 'vitest';
import type { PlanAmendmentsApi } from '@/ports/plan-amendments-api';
import { refusal, SIGNATURE_PNG } from './contract-kit';

/** A plan owner whose plan took effect before 2026, on November 30, 2026. */
export interface PlanAmendmentsSubject {
  api: PlanAmendmentsApi;
}

const SIGNER = { signerFirstName: 'Avery', signerLastName: 'Quinn', signerTitle: 'Owner', signature: SIGNATURE_PNG };

/**
 * The PlanAmendmentsApi contract (decision 0341): what the in-memory fake and the HTTP adapter against the embedded
 * server both do. Messages as docs/api/openapi.yaml and src/domain/plan-amendments give them.
 */
export function planAmendmentsApiContract(name: string, subject: () => Promise<PlanAmendmentsSubject>): void {
  describe(`PlanAmendmentsApi contract: ${name}`, () => {
    test('the owner has the interim amendment due soon and the restatement due', async () => {
      const { api } = await subject();
      const { planOwner, tasks } = await api.list();
      expect(planOwner).toBe(true);
      expect(tasks.map((t) => [t.document, t.state, t.deadline, t.daysLeft, t.deadlineExpected, t.opensOn])).toEqual([
        ['secure-2-0-interim-amendment', 'due_soon', '2026-12-31', 31, false, null],
        ['cycle-4-restatement', 'due', '2028-09-30', 670, true, '2026-10-01'],
      ]);
    });

    test('signing: the fields first, then signed today and filed; the second signature is refused', async () => {
      const { api } = await subject();
      const bad = await refusal(api.sign('secure-2-0-interim-amendment', { ...SIGNER, signerTitle: ' ', signature: '' }));
      expect(bad).toMatchObject({
        status: 400,
        fields: { signer_title: ['Signer Title is required'], signature: ['Signature is required'] },
      });
      const signed = await api.sign('secure-2-0-interim-amendment', SIGNER);
      expect(signed).toMatchObject({
        state: 'signed',
        signature: {
          signedOn: '2026-11-30',
          signerName: 'Avery Quinn',
          signerTitle: 'Owner',
          fileName: 'SECURE 2.0 Interim Amendment (signed 2026-11-30).pdf',
        },
      });
      expect(signed.signature?.libraryDocumentId).toEqual(expect.any(String));
      expect(signed.signature?.libraryFolderId).toEqual(expect.any(String));
      const again = await refusal(api.sign('secure-2-0-interim-amendment', SIGNER));
      expect(again).toMatchObject({ status: 409, message: 'This document is already signed' });
      expect((await api.list()).tasks.map((t) => t.state)).toEqual(['signed', 'due']);
    });
  });
}
