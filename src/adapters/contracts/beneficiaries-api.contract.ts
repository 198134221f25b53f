import { describe, expect, test } from 'vitest';
import { refusal, SIGNATURE_PNG } from './contract-kit';
import type { BeneficiariesApi } from '@/ports/beneficiaries-api';

/** A married participant with no designation yet; `spouseName` is the spouse of the personal details. */
export interface BeneficiariesSubject {
  api: BeneficiariesApi;
  spouseName: string;
}

const SPOUSE = { group: 'primary', name: 'Jordan Quinn', relationship: 'spouse', date_of_birth: '1980-02-03', share: 100 };
const CHILD = { group: 'primary', name: 'Ada Junior', relationship: 'child', date_of_birth: '2010-06-07', share: 100 };

/**
 * The BeneficiariesApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded
 * server both do. Messages as docs/api/openapi.yaml and src/domain/beneficiaries give them.
 */
export function beneficiariesApiContract(name: string, subject: () => Promise<BeneficiariesSubject>): void {
  describe(`BeneficiariesApi contract: ${name}`, () => {
    test('no designation yet; the spouse of the personal details', async () => {
      const { api, spouseName } = await subject();
      expect(await api.overview()).toEqual({ married: true, spouseName, inForce: null, awaitingConsent: null, history: [] });
    });

    test("a designation against the rules gets the domain's messages by field, and nothing is kept", async () => {
      const { api } = await subject();
      expect(await refusal(api.designate([]))).toEqual({
        status: 400,
        fields: { primary: ['Name at least one primary beneficiary'] },
        message: undefined,
      });
      const partial = await refusal(
        api.designate([
          { ...CHILD, share: 60 },
          { group: 'primary', name: ' ', relationship: 'parent', date_of_birth: '1950-01-01', share: 30 },
        ]),
      );
      expect(partial.fields).toEqual({
        'beneficiaries[1].name': ['Beneficiary name is required'],
        primary: ["Primary beneficiaries' shares must add up to 100% (now 90%)"],
      });
      expect((await api.overview()).history).toEqual([]);
    });

    test('the spouse as sole primary is in force at once; a child waits for the consent, then replaces it', async () => {
      const { api, spouseName } = await subject();
      const spouse = await api.designate([SPOUSE]);
      expect(spouse).toMatchObject({ status: 'in_force', needsConsent: false, married: true, consent: null, endedAt: null });
      expect(spouse.beneficiaries).toEqual([SPOUSE]);
      expect(spouse.documentId).not.toBeNull();
      expect(spouse.inForceAt).not.toBeNull();

      const child = await api.designate([{ ...CHILD, name: ' Ada Junior ' }]);
      expect(child).toMatchObject({ status: 'awaiting_consent', needsConsent: true, documentId: null, inForceAt: null });
      expect(child.beneficiaries).toEqual([CHILD]);
      const waiting = await api.overview();
      expect(waiting.inForce?.id).toBe(spouse.id);
      expect(waiting.awaitingConsent?.id).toBe(child.id);

      expect(await refusal(api.consent(child.id, { spouseName: ' ', spouseSignature: '' }))).toMatchObject({
        status: 400,
        fields: { spouse_name: ["Spouse's full name is required"], spouse_signature: ["Spouse's consent signature is required"] },
      });
      expect(
        (await refusal(api.consent(child.id, { spouseName, spouseSignature: 'data:image/gif;base64,R0lG' }))).fields,
      ).toEqual({ spouse_signature: ["Spouse's consent signature must be png"] });
      const consented = await api.consent(child.id, { spouseName: ` ${spouseName} `, spouseSignature: SIGNATURE_PNG });
      expect(consented).toMatchObject({ id: child.id, status: 'in_force', documentId: spouse.documentId });
      expect(consented.consent).toEqual({ spouseName, signedAt: expect.any(String) });
      expect(await refusal(api.consent(child.id, { spouseName, spouseSignature: SIGNATURE_PNG }))).toMatchObject({
        status: 409,
        message: "This designation is not waiting for the spouse's consent",
      });

      const overview = await api.overview();
      expect(overview.inForce).toEqual(consented);
      expect(overview.awaitingConsent).toBeNull();
      expect(overview.history.map((d) => [d.id, d.status])).toEqual([
        [child.id, 'in_force'],
        [spouse.id, 'superseded'],
      ]);
      expect(overview.history[1].endedAt).not.toBeNull();
    });

    test('a new designation replaces the one waiting for consent; an unknown designation is not found', async () => {
      const { api, spouseName } = await subject();
      const first = await api.designate([CHILD]);
      const second = await api.designate([{ ...CHILD, name: 'Bo Junior' }]);
      const overview = await api.overview();
      expect(overview.awaitingConsent?.id).toBe(second.id);
      expect(overview.history.map((d) => [d.id, d.status])).toEqual([
        [second.id, 'awaiting_consent'],
        [first.id, 'withdrawn'],
      ]);
      expect((await refusal(api.consent(first.id, { spouseName, spouseSignature: SIGNATURE_PNG }))).status).toBe(409);
      expect(
        await refusal(api.consent('00000000-0000-4000-8000-000000000000', { spouseName, spouseSignature: SIGNATURE_PNG })),
      ).toMatchObject({ status: 404, message: 'Designation not found' });
    });
  });
}
