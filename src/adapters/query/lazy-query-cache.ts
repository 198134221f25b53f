import { action, autorun, makeObservable, observable, observableRef } from 'mobx';
import {
  CONFIG_QUERY,
  CURRENT_USER_QUERY,
  type QueryCache,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@/ports/query-cache';

const KEPT_ON_DROP = new Set<unknown>([CURRENT_USER_QUERY, CONFIG_QUERY]);
const idOf = (key: QueryKey): string => JSON.stringify(key);

/**
 * The QueryCache port whose real cache (TanStack query-core, about 10 kB gzip) loads on first use: the sign-in page
 * never uses it, so it is not among the chunks that page waits for (decision 0207). Until the real cache is there,
 * values set are kept here (and read back), and an observed query is pending; once it loads, they move into it and
 * the observed queries follow it. The same contract as the real cache (lazy-query-cache.test.ts).
 */
export class LazyQueryCache implements QueryCache {
  private real: QueryCache | undefined;
  private loading: Promise<QueryCache> | undefined;
  /** Values set before the real cache loaded, by key. */
  private readonly early = new Map<string, { key: QueryKey; data: unknown }>();

  constructor(private readonly load: () => Promise<QueryCache>) {}

  /** Loads the real cache once (on first use); resolves with it. */
  ready(): Promise<QueryCache> {
    this.loading ??= this.load().then((real) => {
      for (const { key, data } of this.early.values()) real.set(key, data);
      this.early.clear();
      this.real = real;
      return real;
    });
    return this.loading;
  }

  observe<T>(options: QueryOptions<T>): QueryState<T> {
    if (this.real) return this.real.observe(options);
    const known = this.early.get(idOf(options.key));
    return new DeferredQuery<T>(this.ready(), options, known as { data: T } | undefined);
  }

  async fetch<T>(options: QueryOptions<T>): Promise<T> {
    return (await this.ready()).fetch(options);
  }

  get<T>(key: QueryKey): T | undefined {
    if (this.real) return this.real.get<T>(key);
    return this.early.get(idOf(key))?.data as T | undefined;
  }

  set<T>(key: QueryKey, data: T): void {
    if (this.real) {
      this.real.set(key, data);
      return;
    }
    this.early.set(idOf(key), { key, data });
    void this.ready().catch(() => undefined);
  }

  async invalidate(keyPrefix: QueryKey): Promise<void> {
    // Nothing is observed before the real cache exists (observed queries attach to it once it has loaded).
    if (!this.loading) return;
    await (await this.ready()).invalidate(keyPrefix);
  }

  dropAllExceptSession(): void {
    if (this.real) this.real.dropAllExceptSession();
    for (const [id, entry] of this.early) if (!KEPT_ON_DROP.has(entry.key[0])) this.early.delete(id);
  }

  clear(): void {
    if (this.real) this.real.clear();
    this.early.clear();
  }
}

/** An observed query made before the real cache loaded: pending (or what was set), then a mirror of the real one. */
class DeferredQuery<T> implements QueryState<T> {
  data: T | undefined = undefined;
  error: unknown = undefined;
  status: 'pending' | 'success' | 'error' = 'pending';
  isFetching = true;
  private inner: QueryState<T> | undefined;
  private stopMirror: (() => void) | undefined;
  private disposed = false;
  private readonly attached: Promise<QueryState<T> | undefined>;

  constructor(real: Promise<QueryCache>, options: QueryOptions<T>, known: { data: T } | undefined) {
    if (known) {
      this.data = known.data;
      this.status = 'success';
    }
    makeObservable<DeferredQuery<T>, 'mirror'>(this, {
      data: observableRef,
      error: observableRef,
      status: observable,
      isFetching: observable,
      mirror: action,
    });
    this.attached = real.then(
      (cache) => {
        if (this.disposed) return undefined;
        const inner = cache.observe(options);
        this.inner = inner;
        // Read outside the action (actions are untracked), so the mirror follows every change of the real query.
        this.stopMirror = autorun(() => {
          const { data, error, status, isFetching } = inner;
          this.mirror({ data, error, status, isFetching });
        });
        return inner;
      },
      (error: unknown) => {
        this.mirror({ data: this.data, error, status: 'error', isFetching: false });
        return undefined;
      },
    );
  }

  async refetch(): Promise<T | undefined> {
    const inner = await this.attached;
    return inner ? inner.refetch() : this.data;
  }

  dispose(): void {
    this.disposed = true;
    this.stopMirror?.();
    this.inner?.dispose();
  }

  private mirror(from: Pick<QueryState<T>, 'data' | 'error' | 'status' | 'isFetching'>): void {
    this.data = from.data;
    this.error = from.error;
    this.status = from.status;
    this.isFetching = from.isFetching;
  }
}
