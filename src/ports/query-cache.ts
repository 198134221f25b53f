/** Key of a cached query; the first element names it ('current-user', 'config', ...). */
export type QueryKey = readonly unknown[];

/** A cached query's state, observable by MobX (read fields inside an observer/computed). */
export interface QueryState<T> {
  /** The last successful data, if any. */
  readonly data: T | undefined;
  /** The last error after retries were exhausted, if any. */
  readonly error: unknown;
  /** 'pending' before the first result, then 'success' or 'error'. */
  readonly status: 'pending' | 'success' | 'error';
  /** True while a fetch is running. */
  readonly isFetching: boolean;
  /** Fetches again; resolves with the new data. */
  refetch(): Promise<T | undefined>;
  /** Stops observing the query (the cache may keep its data). */
  dispose(): void;
}

/** Options of one query. */
export interface QueryOptions<T> {
  /** Cache key. */
  key: QueryKey;
  /** Fetches the data. */
  fetch: () => Promise<T>;
  /** Refetch when a new observer mounts; false for the current user. */
  refetchOnMount?: boolean;
}

/** Cache of server data shared by the view-models: retries, deduplication, invalidation. */
export interface QueryCache {
  /** Observes a query, fetching it when needed; the result's fields are MobX-observable. */
  observe<T>(options: QueryOptions<T>): QueryState<T>;
  /** Fetches (or returns cached fresh data for) a query once, with the retry policy. */
  fetch<T>(options: QueryOptions<T>): Promise<T>;
  /** The cached data of a key, if any. */
  get<T>(key: QueryKey): T | undefined;
  /** Replaces the cached data of a key. */
  set<T>(key: QueryKey, data: T): void;
  /** Marks queries starting with `keyPrefix` stale and refetches the observed ones. */
  invalidate(keyPrefix: QueryKey): Promise<void>;
  /** Drops every cached query except current-user and config (admin mode on/off). */
  dropAllExceptSession(): void;
  /** Drops every cached query (logout). */
  clear(): void;
}
export const QueryCache = Symbol('QueryCache');

/** Key of the current-user query (optionally with a user id). */
export const CURRENT_USER_QUERY = 'current-user';
/** Key of the config query. */
export const CONFIG_QUERY = 'config';
