import { isFree } from '@/domain/shared/field-errors';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  type Beneficiary,
  CONSENT_SIGNATURE_PNG,
  consentErrors,
  designationErrors,
  needsSpousalConsent,
  shareHundredths,
} from '@/domain/beneficiaries';
import type { BlobStore } from '../blob/blob-store';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { jsonb } from '../db/jsonb';
import type { FieldMessages } from '../http/errors';
import { isPngSignature } from '../shared/png-signature';
import { today } from '../contributions/contribution-ledger';
import { conflictError, iso, notFoundError, throwIfInvalid } from '../shared/service-errors';
import type { BeneficiaryDesignationsTable } from './beneficiaries-schema';
import { BENEFICIARIES_FOLDER, DESIGNATION_FILE_NAME, renderDesignationPdf, signaturePng } from './designation-pdf';
import { filePdf, withStagedPdf } from '../library/generated-pdf';
import { participantProfile } from './participant-profile';
import type { Schema } from '@/adapters/http/wire';

/** A designation as the API answers it; the spouse's signature itself is never sent back (docs/api/openapi.yaml). */
export type DesignationView = Schema<'BeneficiaryDesignation'>;

/** GET /beneficiaries: what the page needs. */
export type BeneficiaryOverview = Schema<'BeneficiaryOverview'>;

/** Message when a designation id does not name one of the user's designations. */
export const DESIGNATION_NOT_FOUND = 'Designation not found';
/** Message when consent is given to a designation that is not waiting for it. */
export const NOT_AWAITING_CONSENT = "This designation is not waiting for the spouse's consent";

const at = (v: Date | string | null): string | null => (v === null ? null : iso(v));

function toView(row: Selectable<BeneficiaryDesignationsTable>): DesignationView {
  return {
    id: row.id,
    // The service writes only the contract's statuses.
    status: row.status as DesignationView['status'],
    beneficiaries: [...row.beneficiaries],
    married: row.married,
    needs_consent: row.needs_consent,
    consent:
      row.consent_signed_at === null ? null : { spouse_name: row.spouse_name ?? '', signed_at: iso(row.consent_signed_at) },
    document_id: row.document_id,
    created_at: iso(row.created_at),
    in_force_at: at(row.in_force_at),
    ended_at: at(row.ended_at),
  };
}

/** The beneficiaries as sent, trimmed to the five fields (anything else dropped). */
function beneficiariesOf(body: Record<string, unknown>): Beneficiary[] | undefined {
  if (!Array.isArray(body.beneficiaries)) return undefined;
  return body.beneficiaries.map((b: Record<string, unknown>) => ({
    group: typeof b?.group === 'string' ? b.group : '',
    name: typeof b?.name === 'string' ? b.name.trim() : '',
    relationship: typeof b?.relationship === 'string' ? b.relationship : '',
    date_of_birth: typeof b?.date_of_birth === 'string' ? b.date_of_birth : '',
    share: typeof b?.share === 'number' ? b.share : Number.NaN,
  }));
}

/** Field messages of a designation: `beneficiaries[i].field` for one beneficiary, `primary`/`contingent`/... for the whole. */
export function designationMessages(list: readonly Beneficiary[], now: Date): FieldMessages {
  const out: FieldMessages = {};
  for (const e of designationErrors(list, today(now))) {
    const key = e.index === undefined ? e.field : `beneficiaries[${e.index}].${e.field}`;
    out[key] = [...(out[key] ?? []), e.message];
  }
  return out;
}

/**
 * Beneficiary designations (decision 0250): each new designation replaces the one waiting for consent; it is in force
 * at once unless the spouse must consent (decision 0191), then only once the spouse signed. The designation in force
 * is filed in the library as a PDF (one document, a version per designation).
 */
export class BeneficiaryService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly cipher: FieldCipher,
    private readonly clock: () => Date,
  ) {}

  /** The user's designations: the one in force, the one waiting for consent, and the whole history newest first. */
  async overview(userId: string): Promise<BeneficiaryOverview> {
    const profile = await participantProfile(this.db, this.cipher, userId);
    const rows = await this.db
      .selectFrom('beneficiary_designations')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('seq', 'desc')
      .execute();
    const history = rows.map(toView);
    return {
      married: profile.married,
      spouse_name: profile.spouseName === '' ? null : profile.spouseName,
      in_force: history.find((d) => d.status === 'in_force') ?? null,
      awaiting_consent: history.find((d) => d.status === 'awaiting_consent') ?? null,
      history,
    };
  }

  /** Records a new designation after the domain's rules; in force at once when no consent is needed. */
  async designate(userId: string, agentId: string, body: Record<string, unknown>, locale?: string): Promise<DesignationView> {
    const list = beneficiariesOf(body);
    if (list === undefined) throwIfInvalid({ primary: ['Name at least one primary beneficiary'] });
    const beneficiaries = list as Beneficiary[];
    const now = this.clock();
    throwIfInvalid(designationMessages(beneficiaries, now));
    const normalised = beneficiaries.map((b) => ({ ...b, share: (shareHundredths(b.share) as number) / 100 }));
    const profile = await participantProfile(this.db, this.cipher, userId);
    const needs = needsSpousalConsent(normalised, profile.married);
    const id = crypto.randomUUID();
    const insert = async (trx: Transaction<DB>): Promise<void> => {
      await this.lock(trx, userId);
      await trx
        .updateTable('beneficiary_designations')
        .set({ status: 'withdrawn', ended_at: now })
        .where('user_id', '=', userId)
        .where('status', '=', 'awaiting_consent')
        .execute();
      await trx
        .insertInto('beneficiary_designations')
        .values({
          id,
          user_id: userId,
          beneficiaries: jsonb(normalised),
          married: profile.married,
          needs_consent: needs,
          status: needs ? 'awaiting_consent' : 'in_force',
          spouse_name: null,
          consent_signature: null,
          consent_signed_at: null,
          document_id: null,
          version_id: null,
          agent_id: agentId,
          created_at: now,
          in_force_at: null,
          ended_at: null,
        })
        .execute();
    };
    if (needs) await this.db.transaction().execute(insert);
    else
      await this.putInForce(
        userId,
        id,
        now,
        { participantName: profile.participantName, forbidden: profile.forbiddenDigits, locale },
        {
          beneficiaries: normalised,
          before: insert,
        },
      );
    return this.get(userId, id);
  }

  /** Records the spouse's signed consent to the designation `id` waiting for it; the designation is then in force. */
  async consent(userId: string, id: string, body: Record<string, unknown>, locale?: string): Promise<DesignationView> {
    const messages = consentErrors(body);
    if (isFree({ spouse_signature: messages.spouse_signature }) && !isPngSignature(body.spouse_signature))
      messages.spouse_signature = [CONSENT_SIGNATURE_PNG];
    throwIfInvalid(messages);
    const row = await this.row(this.db, userId, id);
    if (row.status !== 'awaiting_consent') throw conflictError('not_awaiting_consent', NOT_AWAITING_CONSENT);
    const now = this.clock();
    const profile = await participantProfile(this.db, this.cipher, userId);
    const spouseName = (body.spouse_name as string).trim();
    const signature = body.spouse_signature as string;
    await this.putInForce(
      userId,
      id,
      now,
      { participantName: profile.participantName, forbidden: profile.forbiddenDigits, locale },
      {
        beneficiaries: row.beneficiaries,
        consent: { spouseName, signature },
        before: async (trx) => {
          await this.lock(trx, userId);
          const current = await this.row(trx, userId, id);
          if (current.status !== 'awaiting_consent') throw conflictError('not_awaiting_consent', NOT_AWAITING_CONSENT);
          await trx
            .updateTable('beneficiary_designations')
            .set({ spouse_name: spouseName, consent_signature: signature, consent_signed_at: now })
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .execute();
        },
      },
    );
    return this.get(userId, id);
  }

  /** The user's designation `id`. */
  async get(userId: string, id: string): Promise<DesignationView> {
    return toView(await this.row(this.db, userId, id));
  }

  /** Renders the PDF, then in one transaction runs `before`, ends the designation in force and files the PDF. */
  private async putInForce(
    userId: string,
    id: string,
    now: Date,
    who: { participantName: string; forbidden: string[]; locale: string | undefined },
    what: {
      beneficiaries: Beneficiary[];
      consent?: { spouseName: string; signature: string };
      before: (trx: Transaction<DB>) => Promise<void>;
    },
  ): Promise<void> {
    const bytes = await renderDesignationPdf(
      {
        participantName: who.participantName,
        beneficiaries: what.beneficiaries,
        status: 'in_force',
        effectiveDate: now.toISOString().slice(0, 10),
        consent:
          what.consent === undefined
            ? undefined
            : {
                spouseName: what.consent.spouseName,
                signedAt: now.toISOString().slice(0, 10),
                signature: signaturePng(what.consent.signature),
              },
      },
      { forbiddenDigits: who.forbidden, createdAt: now, locale: who.locale },
    );
    await withStagedPdf(this.blobs, bytes, (staged) =>
      this.db.transaction().execute(async (trx) => {
        await what.before(trx);
        const previous = await trx
          .selectFrom('beneficiary_designations')
          .select(['id', 'document_id'])
          .where('user_id', '=', userId)
          .where('status', '=', 'in_force')
          .where('id', '!=', id)
          .executeTakeFirst();
        if (previous)
          await trx
            .updateTable('beneficiary_designations')
            .set({ status: 'superseded', ended_at: now })
            .where('id', '=', previous.id)
            .execute();
        const lastFiled = await trx
          .selectFrom('beneficiary_designations')
          .select('document_id')
          .where('user_id', '=', userId)
          .where('document_id', 'is not', null)
          .orderBy('seq', 'desc')
          .executeTakeFirst();
        const filed = await filePdf(trx, userId, staged, {
          folder: BENEFICIARIES_FOLDER,
          fileName: DESIGNATION_FILE_NAME,
          documentId: lastFiled?.document_id ?? null,
          now,
        });
        await trx
          .updateTable('beneficiary_designations')
          .set({ status: 'in_force', in_force_at: now, document_id: filed.documentId, version_id: filed.versionId })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .execute();
      }),
    );
  }

  /** Serialises the designations of one user (a new one and a consent cannot interleave). */
  private async lock(trx: Transaction<DB>, userId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`beneficiaries:${userId}`}))`.execute(trx);
  }

  private async row(db: Kysely<DB>, userId: string, id: string): Promise<Selectable<BeneficiaryDesignationsTable>> {
    const row = await db
      .selectFrom('beneficiary_designations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundError(DESIGNATION_NOT_FOUND);
    return row;
  }
}
