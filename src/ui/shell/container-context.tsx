import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type { Container } from 'inversify';

type Token<T> = symbol | (abstract new (...args: never[]) => T);

const ContainerContext = createContext<Container | undefined>(undefined);

/** Provides the one Inversify container to the component tree (at the root only). */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }): ReactElement {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('No container: wrap the app in <ContainerProvider>.');
  return container;
}

/**
 * A view-model for this mounted component, resolved once per mount. A view-model class that no module
 * bound yet (pages are loaded lazily, with their view-models) is bound to itself in transient scope.
 * Calls the view-model's optional `activate()` after mount and `dispose()` at unmount.
 */
export function useViewModel<T>(token: Token<T>): T {
  const container = useContainer();
  const [viewModel] = useState(() => {
    if (typeof token === 'function' && !container.isBound(token)) container.bind(token as never).toSelf().inTransientScope();
    return container.get<T>(token as never);
  });
  useEffect(() => {
    const lifecycle = viewModel as { activate?: () => void; dispose?: () => void };
    lifecycle.activate?.();
    return () => lifecycle.dispose?.();
  }, [viewModel]);
  return viewModel;
}

/** A shared service or store (bound singleton) from the container. */
export function useService<T>(token: Token<T>): T {
  return useContainer().get<T>(token as never);
}
