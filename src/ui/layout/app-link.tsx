import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useService } from '@/ui/shell/container-context';
import { RouterStore } from '@/ui/routing/router-store';

/** Props of an in-app link. */
export interface AppLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
}

/** An ordinary link that moves inside the app without a page load (modified clicks open normally). */
export function AppLink({ to, children, className, ...rest }: AppLinkProps): ReactElement {
  const router = useService(RouterStore);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick} aria-current={rest['aria-current']}>
      {children}
    </a>
  );
}
