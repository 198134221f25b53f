import type { ReactElement } from 'react';
import { ServerErrorView } from '@/ui/pages/server-error/server-error-view';

/** The page at /500. */
export default function ServerErrorPage(): ReactElement {
  return <ServerErrorView />;
}
