import type { JobSettings } from '../config';
import { startTimedWorker, type TimedWorker } from '../site/graceful-shutdown';
import type { JobQueue } from './job-queue';

/** The Form 5500-EZ reminders run (decision 0232). */
export const REMINDERS_JOB = 'form-5500-ez-reminders';
/** The local blob store's orphan sweep (decision 0115). */
export const ORPHAN_SWEEP_JOB = 'blob-orphan-sweep';
/** The reconciliation of payment attempts a killed process left `processing` (decision 0113). */
export const PAYMENT_RECONCILE_JOB = 'payment-reconcile';

/**
 * Timed work as a job (decision 0331): every process's timer asks for a run now and every `intervalMs`, the queue keeps
 * at most one run waiting and one running (pg-boss's `stately` policy), and whichever process's worker takes it does
 * it; a run whose process died expires (JOB_EXPIRE_SECONDS) and is taken again. A failed run is counted and logged by
 * `onError`, retried once after a minute, and the next tick asks again anyway. The answered worker's stop() ends the
 * timer; the queue's own stop waits for a run in flight.
 */
export async function startTimedJob(
  jobs: JobQueue,
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
  settings: JobSettings,
  onError: (error: unknown) => void,
): Promise<TimedWorker> {
  await jobs.work(
    name,
    { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: settings.expireSeconds, onlyOneWaiting: true },
    async () => {
      try {
        await run();
      } catch (error) {
        onError(error);
        throw error;
      }
    },
  );
  return startTimedWorker(
    async () => {
      if ((await jobs.enqueue(name, {})) !== undefined) jobs.wake(name);
    },
    intervalMs,
    onError,
  );
}
