import type { Kysely } from 'kysely';
import { isFilled, isFlagSet } from '@/domain/shared/field-values';
import { openValues } from '../checkout/sealed-fields';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { planDocumentData, ssnDigits, type PlanDocumentData, type SavedSteps } from '../plan-documents/plan-document-data';

/** What beneficiary designations and rollover letters print of the participant and the plan (never the SSN). */
export interface ParticipantProfile {
  participantName: string;
  married: boolean;
  /** The spouse named in the personal details ('' when none). */
  spouseName: string;
  /** The plan and employer as the plan documents print them. */
  plan: PlanDocumentData;
  /** Digits that must never be drawn in a PDF (the SSN). */
  forbiddenDigits: string[];
}

const join = (...parts: unknown[]): string =>
  parts
    .filter(isFilled)
    .map((p) => (p as string).trim())
    .join(' ');

/** Reads the participant's saved checkout and bank steps (sealed fields opened only to keep the SSN out). */
export async function participantProfile(db: Kysely<DB>, cipher: FieldCipher, userId: string): Promise<ParticipantProfile> {
  const rows = await db.selectFrom('step_data').select(['flow', 'step_key', 'values']).where('user_id', '=', userId).execute();
  const steps: SavedSteps = { variant: 'planOwner', checkout: {}, bank: {} };
  for (const r of rows)
    if (r.flow === 'checkout' || r.flow === 'bank') steps[r.flow][r.step_key] = openValues(r.values ?? {}, cipher);
  const personal = steps.checkout.personalDetails ?? {};
  return {
    participantName: join(personal.first_name, personal.middle_name, personal.last_name),
    married: isFlagSet(personal.married),
    spouseName: join(personal.spouse_first_name, personal.spouse_last_name),
    plan: planDocumentData(steps),
    forbiddenDigits: ssnDigits(steps),
  };
}
