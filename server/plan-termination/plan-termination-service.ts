import type { Kysely } from 'kysely';
import { planYearHolding } from '@/domain/contributions/plan-year';
import { balanceOn } from '@/domain/loans';
import { beforeLatestDepositMessage, distributionDeadline, terminationDateErrors, windUp } from '@/domain/plan-termination';
import { SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';
import { type CalendarDate, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { Schema } from '@/adapters/http/wire';
import { lockParticipant, participantHoldings } from '../balances/participant-holdings';
import { participantProfile } from '../beneficiaries/participant-profile';
import type { BlobStore } from '../blob/blob-store';
import { planParticipantsOn } from '../contributions/plan-assets';
import { planYearEndFor } from '../contributions/plan-year-end';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { forbidden } from '../http/errors';
import { membershipOwner, ownersPlan } from '../invitations/joined-plan';
import { filePdf, withStagedPdf } from '../library/generated-pdf';
import { ledgerOf } from '../loans/loan-view';
import { pngBytes } from '../plan-documents/plan-document-data';
import { PLAN_DOCUMENTS_FOLDER } from '../plan-documents/plan-document-filer';
import { conflictError, iso, throwIfInvalid } from '../shared/service-errors';
import { isPngSignature } from '../shared/png-signature';
import { savedCheckoutStep } from '../shared/saved-step';
import { renderTerminationResolution, resolutionFileName } from './termination-resolution';

/** The plan's termination as GET /plan-termination answers it. */
export type PlanTerminationView = Schema<'PlanTermination'>;

export const ONLY_OWNER_MESSAGE = 'Only the plan owner can terminate the plan';
export const NO_PLAN_MESSAGE = 'Set up your plan before terminating it';
export const ALREADY_ADOPTED_MESSAGE = "The plan's termination resolution was already adopted";
export const SIGNATURE_REQUIRED = 'Signature is required';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const TITLE_REQUIRED = 'Title is required';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Ending the plan (decision 0339): the resolution adopted once by the owner, then the wind-up checklist. */
export class PlanTerminations {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly cipher: FieldCipher,
    private readonly clock: () => Date,
  ) {}

  /** The plan's termination state for `userId`: the owner sees every account, a joined participant their own. */
  async state(userId: string): Promise<PlanTerminationView> {
    const joinedOwner = await membershipOwner(this.db, userId);
    const owner = joinedOwner ?? userId;
    const row = await this.db.selectFrom('plan_terminations').selectAll().where('user_id', '=', owner).executeTakeFirst();
    if (row === undefined)
      return {
        status: 'not_started',
        role: joinedOwner === undefined ? 'owner' : 'participant',
        resolution: null,
        checklist: null,
      };
    const now = this.clock();
    const today = utcToday(now) as CalendarDate;
    const everyone = await planParticipantsOn(this.db, owner, formatIsoDate(today));
    const shown = joinedOwner === undefined ? everyone : [userId];
    const [users, balances, loans, finalYear] = await Promise.all([
      this.db.selectFrom('users').select(['id', 'name', 'user_email']).where('id', 'in', everyone).execute(),
      Promise.all(everyone.map(async (id) => (await participantHoldings(this.db, id, now)).totalCents)),
      this.activeLoans(everyone, today),
      this.db
        .selectFrom('form_5500_ez_years')
        .select(['filed_on'])
        .where('user_id', '=', owner)
        .where('plan_year', '=', row.final_plan_year)
        .executeTakeFirst(),
    ]);
    const nameOf = (id: string): string => {
      const u = users.find((x) => x.id === id);
      return text(u?.name) || text(u?.user_email);
    };
    const filedOn = finalYear?.filed_on ?? null;
    const w = windUp({ balancesCents: balances, activeLoans: loans.length, finalReturnFiled: filedOn !== null });
    const termination = parseIsoDate(row.termination_date) as CalendarDate;
    return {
      status: w.state,
      role: joinedOwner === undefined ? 'owner' : 'participant',
      resolution: {
        termination_date: row.termination_date,
        resolution_date: row.resolution_date,
        signer_name: `${row.signer_first_name} ${row.signer_last_name}`,
        signer_title: row.signer_title,
        signed_at: iso(row.signed_at),
        document_id: row.document_id,
      },
      checklist: {
        steps_left: w.stepsLeft,
        distribution_deadline: formatIsoDate(distributionDeadline(termination)),
        accounts: everyone
          .map((id, i) => ({ id, i }))
          .filter(({ id }) => shown.includes(id))
          .map(({ id, i }) => ({
            participant: id === userId ? 'you' : 'participant',
            name: nameOf(id),
            balance_cents: balances[i],
          })),
        loans: loans
          .filter((l) => shown.includes(l.userId))
          .map((l) => ({
            id: l.id,
            participant: l.userId === userId ? 'you' : 'participant',
            name: nameOf(l.userId),
            outstanding_cents: l.outstandingCents,
          })),
        final_return: { plan_year: row.final_plan_year, required: true, filed: filedOn !== null, filed_on: filedOn },
      },
    };
  }

  /** Loans signed and neither repaid nor offset, with what is outstanding today. */
  private async activeLoans(
    userIds: string[],
    today: CalendarDate,
  ): Promise<Array<{ id: string; userId: string; outstandingCents: number }>> {
    const rows = await this.db
      .selectFrom('loans')
      .selectAll()
      .where('user_id', 'in', userIds)
      .where('status', '=', 'active')
      .execute();
    if (rows.length === 0) return [];
    const repayments = await this.db
      .selectFrom('loan_repayments')
      .selectAll()
      .where(
        'loan_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      outstandingCents: balanceOn(
        ledgerOf(
          row,
          repayments.filter((r) => r.loan_id === row.id),
        ),
        today,
      ),
    }));
  }

  /**
   * Adopts the resolution (decision 0339): only the plan owner, once; the signed PDF is filed in the library's plan
   * documents and the plan year holding the termination date is marked the final plan year of the Form 5500-EZ.
   * Written under the owner's lock: concurrent adoptions write one resolution.
   */
  async adopt(userId: string, body: Record<string, unknown>, locale?: string): Promise<PlanTerminationView> {
    if ((await membershipOwner(this.db, userId)) !== undefined) throw forbidden(ONLY_OWNER_MESSAGE);
    if ((await ownersPlan(this.db, this.cipher, userId)) === undefined) throw conflictError('no_plan', NO_PLAN_MESSAGE);
    await this.refuseSecond(this.db, userId);
    const now = this.clock();
    const today = utcToday(now) as CalendarDate;
    const plan = (await savedCheckoutStep(this.db, userId, 'planDetails')) ?? {};
    const participants = await planParticipantsOn(this.db, userId, '9999-12-31');
    const latest = await this.latestDeposit(this.db, participants);
    const signature = body.signature;
    throwIfInvalid({
      ...terminationDateErrors(body, {
        today,
        effectiveDate: text(plan.plan_establish_date) || undefined,
        latestDepositDate: latest,
      }),
      signer_first_name: text(body.signer_first_name) === '' ? [FIRST_NAME_REQUIRED] : [],
      signer_last_name: text(body.signer_last_name) === '' ? [LAST_NAME_REQUIRED] : [],
      signer_title: text(body.signer_title) === '' ? [TITLE_REQUIRED] : [],
      signature:
        signature === undefined || signature === null || signature === ''
          ? [SIGNATURE_REQUIRED]
          : isPngSignature(signature)
            ? []
            : [SIGNATURE_PNG_MESSAGE],
    });
    const terminationDate = body.termination_date as string;
    const resolutionDate = body.resolution_date as string;
    const finalYear = planYearHolding(
      parseIsoDate(terminationDate) as CalendarDate,
      await planYearEndFor(this.db, userId),
    ).planYear;
    const profile = await participantProfile(this.db, this.cipher, userId);
    const signer = { first: text(body.signer_first_name), last: text(body.signer_last_name), title: text(body.signer_title) };
    const bytes = await renderTerminationResolution(
      {
        plan: profile.plan,
        terminationDate,
        resolutionDate,
        signer: { name: `${signer.first} ${signer.last}`, title: signer.title, signature: pngBytes(signature) },
      },
      { forbiddenDigits: profile.forbiddenDigits, createdAt: now, locale },
    );
    await withStagedPdf(this.blobs, bytes, (staged) =>
      this.db.transaction().execute(async (trx) => {
        await lockParticipant(trx, userId);
        await this.refuseSecond(trx, userId);
        // Again under the lock every deposit takes: none may have come in after the termination date meanwhile.
        const newest = await this.latestDeposit(trx, participants);
        if (newest !== undefined && newest > terminationDate)
          throwIfInvalid({ termination_date: [beforeLatestDepositMessage(newest)] });
        const filed = await filePdf(trx, userId, staged, {
          folder: PLAN_DOCUMENTS_FOLDER,
          fileName: resolutionFileName(resolutionDate),
          now,
        });
        await trx
          .insertInto('plan_terminations')
          .values({
            user_id: userId,
            termination_date: terminationDate,
            resolution_date: resolutionDate,
            signer_first_name: signer.first,
            signer_last_name: signer.last,
            signer_title: signer.title,
            signature: signature as string,
            signed_at: now,
            document_id: filed.documentId,
            version_id: filed.versionId,
            final_plan_year: finalYear,
            created_at: now,
          })
          .execute();
        // The final return is required whatever the assets (Form 5500-EZ instructions; decision 0339).
        await trx
          .insertInto('form_5500_ez_years')
          .values({ user_id: userId, plan_year: finalYear, other_plans_assets_cents: 0, final_plan_year: true, updated_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'plan_year']).doUpdateSet({ final_plan_year: true, updated_at: now }))
          .execute();
      }),
    );
    return this.state(userId);
  }

  /** The newest deposit day (YYYY-MM-DD) of the plan's participants, over `db` (the transaction's own inside one). */
  private async latestDeposit(db: Kysely<DB>, participants: string[]): Promise<string | undefined> {
    const row = await db
      .selectFrom('contributions')
      .select((eb) => eb.fn.max<string>('deposit_date').as('latest'))
      .where('user_id', 'in', participants)
      .executeTakeFirst();
    return row?.latest ?? undefined;
  }

  private async refuseSecond(db: Kysely<DB>, userId: string): Promise<void> {
    const row = await db.selectFrom('plan_terminations').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    if (row !== undefined) throw conflictError('already_terminated', ALREADY_ADOPTED_MESSAGE);
  }
}
