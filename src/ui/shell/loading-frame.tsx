import type { ReactElement } from 'react';
import { Navigation } from '@/ports/navigation';
import { pathnameOf } from '@/ui/routing/match-route';
import { useService } from '@/ui/shell/container-context';
import { frameFor } from '@/ui/shell/route-frames';
import { FrameBody } from '@/ui/shell/starting-frame';

/**
 * A page whose code is there but whose data is not yet: the route's frame stays as the HTML painted it (heading, lead,
 * status line; decision 0207), its status line saying what loads, until the page replaces it. No blank step between
 * the frame and the page.
 */
export function LoadingFrame({ text }: { text: string }): ReactElement {
  const navigation = useService<Navigation>(Navigation);
  return <FrameBody frame={frameFor(pathnameOf(navigation.currentPath()), true)} statusText={text} />;
}
