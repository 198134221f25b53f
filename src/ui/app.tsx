import type { ReactElement } from 'react';
import type { Container } from 'inversify';
import { Monitoring } from '@/ports/monitoring';
import { RouterStore } from '@/ui/routing/router-store';
import { AppErrorBoundary } from '@/ui/shell/app-error-boundary';
import { ContainerProvider } from '@/ui/shell/container-context';
import { Shell } from '@/ui/layout/shell';

/** Props of the root component. */
export interface AppProps {
  /** The one Inversify container: ports bound by the composition root, then `uiModule` loaded. */
  container: Container;
}

/** The root component: provides the container and renders the shell. */
export function App({ container }: AppProps): ReactElement {
  return (
    <ContainerProvider container={container}>
      <AppErrorBoundary
        onLoadFailure={() => container.get(RouterStore).resourcesFailed()}
        onError={(error, info) =>
          container.get<Monitoring>(Monitoring).captureError(error, { componentStack: info.componentStack })
        }
      >
        <Shell />
      </AppErrorBoundary>
    </ContainerProvider>
  );
}
