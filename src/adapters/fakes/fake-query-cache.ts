import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  CONFIG_QUERY,
  CURRENT_USER_QUERY,
  type QueryCache,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@/ports/query-cache';

const hash = (key: QueryKey): string => JSON.stringify(key);

/** In-memory QueryCache without retries or timers; same observable shape and drop rules as the real one. */
export class FakeQueryCache implements QueryCache {
  /** Number of fetches run per key hash. */
  readonly fetchCount = new Map<string, number>();
  private readonly data = new Map<string, { key: QueryKey; value: unknown }>();
  private readonly observed = new Set<FakeQueryState<unknown>>();

  observe<T>(options: QueryOptions<T>): QueryState<T> {
    const state = new FakeQueryState<T>(options, this);
    this.observed.add(state as FakeQueryState<unknown>);
    const cached = this.data.get(hash(options.key));
    const refetchOnMount = options.refetchOnMount ?? options.key[0] !== CURRENT_USER_QUERY;
    if (cached) state.succeed(cached.value as T);
    if (!cached || refetchOnMount) void state.refetch();
    return state;
  }

  async fetch<T>(options: QueryOptions<T>): Promise<T> {
    const k = hash(options.key);
    this.fetchCount.set(k, (this.fetchCount.get(k) ?? 0) + 1);
    const value = await options.fetch();
    this.set(options.key, value);
    return value;
  }

  get<T>(key: QueryKey): T | undefined {
    return this.data.get(hash(key))?.value as T | undefined;
  }

  set<T>(key: QueryKey, value: T): void {
    this.data.set(hash(key), { key, value });
    for (const s of this.observed) if (hash(s.options.key) === hash(key)) s.succeed(value);
  }

  async invalidate(prefix: QueryKey): Promise<void> {
    const matches = (key: QueryKey): boolean => prefix.every((p, i) => hash([p]) === hash([key[i]]));
    await Promise.all([...this.observed].filter((s) => matches(s.options.key)).map((s) => s.refetch()));
  }

  dropAllExceptSession(): void {
    for (const [k, entry] of this.data)
      if (entry.key[0] !== CURRENT_USER_QUERY && entry.key[0] !== CONFIG_QUERY) this.data.delete(k);
  }

  clear(): void {
    this.data.clear();
  }

  /** Forgets an observed state (called by dispose). */
  release(state: FakeQueryState<unknown>): void {
    this.observed.delete(state);
  }
}

class FakeQueryState<T> implements QueryState<T> {
  data: T | undefined = undefined;
  error: unknown = undefined;
  status: 'pending' | 'success' | 'error' = 'pending';
  isFetching = false;

  constructor(
    readonly options: QueryOptions<T>,
    private readonly cache: FakeQueryCache,
  ) {
    makeObservable(this, {
      data: observableRef,
      error: observableRef,
      status: observable,
      isFetching: observable,
      succeed: action,
    });
  }

  succeed(value: T): void {
    this.data = value;
    this.error = undefined;
    this.status = 'success';
  }

  async refetch(): Promise<T | undefined> {
    runInAction(() => (this.isFetching = true));
    try {
      const value = await this.cache.fetch(this.options);
      runInAction(() => this.succeed(value));
    } catch (error) {
      runInAction(() => {
        this.error = error;
        this.status = 'error';
      });
    } finally {
      runInAction(() => (this.isFetching = false));
    }
    return this.data;
  }

  dispose(): void {
    this.cache.release(this as FakeQueryState<unknown>);
  }
}
