/**
 * What the proxy stands on: an instance of a class, not a plain object, so a store that MobX makes observable keeps the
 * port as it is (MobX copies plain objects into observable ones, which would lose the forwarding).
 */
class LazyPortTarget {}

/**
 * A port whose adapter is loaded on the port's first call (decision 0302). The browser profiles bind the area ports this
 * way, so an area's HTTP adapter, and the domain code it maps the wire with, come with the first screen that reads the
 * area instead of with the start-up chunks. Every method of an area port answers a promise, so the proxy only defers
 * the call; a load that fails (a chunk that did not arrive) is tried again on the next call.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  const adapter = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(new LazyPortTarget() as T, {
    get(_target, name) {
      // Not a thenable, and no symbol-keyed members: only the port's named methods are forwarded.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (method === undefined) {
        method = async (...args: unknown[]) => {
          const port = (await adapter()) as Record<string, (...a: unknown[]) => Promise<unknown>>;
          return port[name](...args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
