import 'reflect-metadata';
import fc from 'fast-check';

/**
 * Property tests run FC_NUM_RUNS times each (default 10,000).
 * A soak run: `FC_NUM_RUNS=100000 npm test`.
 */
const runs = Number(process.env.FC_NUM_RUNS ?? 10_000);
fc.configureGlobal({ numRuns: Number.isFinite(runs) && runs > 0 ? runs : 10_000 });
