import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/query-core';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { QUERY_POLICY } from '@/domain/constants';
import {
  CONFIG_QUERY,
  CURRENT_USER_QUERY,
  type QueryCache,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@/ports/query-cache';
import { retryDelay, shouldRetry, SPEC_RETRY_TIMING, type RetryTiming } from './query-policy';

const KEPT_ON_DROP = new Set<unknown>([CURRENT_USER_QUERY, CONFIG_QUERY]);

/** The QueryCache port on @tanstack/query-core, with results mirrored into MobX observables. */
export class TanStackQueryCache implements QueryCache {
  /** The underlying client (for diagnostics and tests). */
  readonly client: QueryClient;

  constructor(timing: RetryTiming = SPEC_RETRY_TIMING) {
    this.client = new QueryClient({
      defaultOptions: {
        queries: {
          retry: (count, error) => shouldRetry(count, error, timing),
          retryDelay: (attempt, error) => retryDelay(attempt, error, timing),
          refetchOnWindowFocus: QUERY_POLICY.refetchOnWindowFocus,
        },
      },
    });
    this.client.setQueryDefaults([CURRENT_USER_QUERY], { refetchOnMount: QUERY_POLICY.refetchCurrentUserOnMount });
    this.client.mount();
  }

  observe<T>(options: QueryOptions<T>): QueryState<T> {
    const observer = new QueryObserver<T>(this.client, this.toTanStack(options));
    return new ObservedQuery<T>(observer);
  }

  fetch<T>(options: QueryOptions<T>): Promise<T> {
    return this.client.fetchQuery(this.toTanStack(options));
  }

  get<T>(key: QueryKey): T | undefined {
    return this.client.getQueryData<T>(key);
  }

  set<T>(key: QueryKey, data: T): void {
    this.client.setQueryData<T>(key, data);
  }

  invalidate(keyPrefix: QueryKey): Promise<void> {
    return this.client.invalidateQueries({ queryKey: keyPrefix });
  }

  dropAllExceptSession(): void {
    this.client.removeQueries({ predicate: (q) => !KEPT_ON_DROP.has(q.queryKey[0]) });
  }

  clear(): void {
    this.client.clear();
  }

  private toTanStack<T>(options: QueryOptions<T>): {
    queryKey: readonly unknown[];
    queryFn: () => Promise<T>;
    refetchOnMount?: boolean;
  } {
    const out: { queryKey: readonly unknown[]; queryFn: () => Promise<T>; refetchOnMount?: boolean } = {
      queryKey: options.key,
      queryFn: options.fetch,
    };
    if (options.refetchOnMount !== undefined) out.refetchOnMount = options.refetchOnMount;
    return out;
  }
}

/** One observed query whose fields MobX tracks. */
class ObservedQuery<T> implements QueryState<T> {
  data: T | undefined = undefined;
  error: unknown = undefined;
  status: 'pending' | 'success' | 'error' = 'pending';
  isFetching = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly observer: QueryObserver<T>) {
    makeObservable<ObservedQuery<T>, 'apply'>(this, {
      data: observableRef,
      error: observableRef,
      status: observable,
      isFetching: observable,
      apply: action,
    });
    this.apply(observer.getCurrentResult());
    this.unsubscribe = observer.subscribe((result) => this.apply(result));
  }

  async refetch(): Promise<T | undefined> {
    const result = await this.observer.refetch();
    return result.data;
  }

  dispose(): void {
    this.unsubscribe();
  }

  private apply(result: QueryObserverResult<T>): void {
    runInAction(() => {
      this.data = result.data;
      this.error = result.error ?? undefined;
      this.status = result.status;
      this.isFetching = result.isFetching;
    });
  }
}
