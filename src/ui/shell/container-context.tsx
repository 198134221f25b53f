import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { UserLocale } from '@/ports/user-locale';
import { readLocaleFrom } from '@/ui/shell/screen-locale';

type Token<T> = symbol | (abstract new (...args: never[]) => T);

const ContainerContext = createContext<Container | undefined>(undefined);

/**
 * Provides the one Inversify container to the component tree (at the root only), and makes its UserLocale port the
 * locale the screens write money and dates in (src/ui/kit/locale-format.ts, decision 0205).
 */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }): ReactElement {
  readLocaleFrom(container.isBound(UserLocale) ? container.get<UserLocale>(UserLocale) : undefined);
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container provided at the root. */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('No container: wrap the app in <ContainerProvider>.');
  return container;
}

/**
 * A view-model for this mounted component, resolved once per mount. The container resolves a class no module binds by
 * itself (its `autobind`, set by the composition root), in the scope its `@injectable` names: a view-model is
 * transient, a store its page shares `@injectable('Singleton')`. Calls the view-model's optional `activate()` after
 * mount and `dispose()` at unmount.
 */
export function useViewModel<T>(token: Token<T>): T {
  const container = useContainer();
  const [viewModel] = useState(() => container.get<T>(token as never));
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
