import type { ReactElement } from 'react';
import { ServerErrorView } from '@/ui/errors/server-error-view';

/** The page at /500. */
export default function ServerErrorPage(): ReactElement {
  return <ServerErrorView />;
}
