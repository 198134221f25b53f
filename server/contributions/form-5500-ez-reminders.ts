import type { Kysely } from 'kysely';
import { remindersDue } from '@/domain/contributions/form-5500-ez-schedule';
import { filingPlanYear } from '@/domain/contributions/plan-year';
import { formatDate } from '@/domain/display/format-date';
import { type CalendarDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { Form5500EzStatuses } from './form-5500-ez-status';
import { planYearEndFor } from './plan-year-end';
import { startTimedWorker, type TimedWorker } from '../site/graceful-shutdown';

/** Whole days from `from` to `to`. */
const daysUntil = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

/** One reminder sent by a run. */
export interface SentReminder {
  userId: string;
  planYear: number;
  daysBefore: number;
}

/**
 * Form 5500-EZ reminders (decision 0232): 60, 30 and 7 days before the due day in force of the plan year whose filing
 * comes next (moved past a weekend or legal holiday, IRC 7503; extended once a Form 5558 is recorded; decision 0274),
 * by e-mail (the mail port) to users whose notification preference asks for e-mail updates, while the return is required
 * and not recorded as filed. Each reminder goes once: its row is inserted ON CONFLICT DO NOTHING in the transaction that
 * queues its message (decision 0331), so a second run (or a concurrent one) sends nothing and a rolled-back run neither
 * records nor sends. A run that missed days sends only the latest reminder due.
 */
export class Form5500EzReminders {
  private readonly statuses: Form5500EzStatuses;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
    private readonly mailer: Mailer,
    /** Where the message links to (the public origin). */
    private readonly origin: string,
  ) {
    this.statuses = new Form5500EzStatuses(db, clock);
  }

  /** Sends the reminders due today; answers what it sent. */
  async run(): Promise<SentReminder[]> {
    const today = utcToday(this.clock()) as CalendarDate;
    const users = await this.db
      .selectFrom('user_preferences')
      .innerJoin('users', 'users.id', 'user_preferences.user_id')
      .select(['users.id', 'users.user_email'])
      .where('user_preferences.email_updates', '=', true)
      .orderBy('users.id')
      .execute();
    const sent: SentReminder[] = [];
    for (const user of users) {
      const reminder = await this.remind(user.id, user.user_email, today);
      if (reminder !== undefined) sent.push(reminder);
    }
    return sent;
  }

  /**
   * Runs now and every `intervalMs` (never two runs at once); answers the worker, whose stop() waits for a run in flight
   * (graceful shutdown, decision 0320). Failures go to `onError`, the timer goes on.
   */
  start(intervalMs: number, onError: (error: unknown) => void): TimedWorker {
    return startTimedWorker(() => this.run(), intervalMs, onError);
  }

  private async remind(userId: string, email: string, today: CalendarDate): Promise<SentReminder | undefined> {
    const planYear = filingPlanYear(today, await planYearEndFor(this.db, userId)).planYear;
    const status = await this.statuses.status(userId, planYear);
    if (!status.required || status.filing.filed) return undefined;
    const due = parseIsoDate(status.filing_deadline) as CalendarDate;
    const sentBefore = await this.db
      .selectFrom('form_5500_ez_reminders')
      .select('days_before')
      .where('user_id', '=', userId)
      .where('plan_year', '=', planYear)
      .execute();
    const dueNow = remindersDue(
      due,
      today,
      sentBefore.map((r) => r.days_before),
    );
    if (dueNow.length === 0) return undefined;
    const latest = dueNow[dueNow.length - 1];
    // Decision 0331: the reminder's row and its message are stored in one transaction (recorded iff its mail is queued).
    const sent = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('form_5500_ez_reminders')
        .values(dueNow.map((r) => ({ user_id: userId, plan_year: planYear, days_before: r.daysBefore, sent_at: this.clock() })))
        .onConflict((oc) => oc.columns(['user_id', 'plan_year', 'days_before']).doNothing())
        .returning('days_before')
        .execute();
      // Another run took this reminder first: it sends it.
      if (!inserted.some((r) => r.days_before === latest.daysBefore)) return undefined;
      return this.mailer.enqueue(
        'form_5500_ez_reminder',
        email,
        {
          planYear,
          dueDate: formatDate(status.filing_deadline),
          daysLeft: daysUntil(today, due),
          link: `${this.origin}/contributions`,
        },
        trx,
      );
    });
    if (sent === undefined) return undefined;
    await sent();
    return { userId, planYear, daysBefore: latest.daysBefore };
  }
}
