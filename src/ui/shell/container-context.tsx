import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { UserLocale } from '@/ports/user-locale';
import { readLocaleFrom } from '@/ui/shell/screen-locale';

type Token<T> = symbol | (abstract new (...args: never[]) => T);
/** A class the container can construct (its constructor parameters are injected). */
export type InjectableClass = new (...args: never[]) => unknown;

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

/** Binds each class that is not bound yet to itself in singleton scope (stores loaded with a lazy chunk). */
export function bindSingletons(container: Container, classes: readonly InjectableClass[]): void {
  for (const cls of classes)
    if (!container.isBound(cls))
      container
        .bind(cls as never)
        .toSelf()
        .inSingletonScope();
}

/** Options of useViewModel. */
export interface ViewModelOptions {
  /** Stores the view-model needs that come with its lazily loaded page (bound singleton when not bound yet). */
  singletons?: readonly InjectableClass[];
}

/**
 * A view-model for this mounted component, resolved once per mount. A view-model class that no module
 * bound yet (pages are loaded lazily, with their view-models) is bound to itself in transient scope.
 * Calls the view-model's optional `activate()` after mount and `dispose()` at unmount.
 */
export function useViewModel<T>(token: Token<T>, options: ViewModelOptions = {}): T {
  const container = useContainer();
  const [viewModel] = useState(() => {
    bindSingletons(container, options.singletons ?? []);
    if (typeof token === 'function' && !container.isBound(token))
      container
        .bind(token as never)
        .toSelf()
        .inTransientScope();
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
