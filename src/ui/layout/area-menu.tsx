import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { AREAS } from '@/ui/areas';
import { AppLink } from '@/ui/layout/app-link';
import { isAreaBuilt } from '@/ui/routing/page-table';
import { RouterStore } from '@/ui/routing/router-store';
import { useService } from '@/ui/shell/container-context';

/**
 * The header's menu to every area (a disclosure: a button and a list of links). The list opens below the header over
 * the page, so opening it moves nothing, and the button takes its place in the header row only once the user is signed
 * in, like the rest of the navigation. The list is in the page only while open (a closed menu's links are neither read
 * nor found). Escape closes it and gives the focus back to the button; choosing a link, a
 * click outside or a move to another page closes it too.
 */
export const AreaMenu = observer(function AreaMenu(): ReactElement {
  const router = useService(RouterStore);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const pathname = router.pathname;
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every move to another page
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent): void => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);
  const areas = AREAS.filter((a) => isAreaBuilt(a.path));
  const current = (path: string): 'page' | undefined => (pathname === path ? 'page' : undefined);
  return (
    <div className="area-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="area-menu__button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Menu
      </button>
      {open ? (
        <div id={listId} className="area-menu__panel">
          <ul className="area-menu__list" aria-label="Every area">
            <li>
              <AppLink to="/" aria-current={current('/')}>
                Home
              </AppLink>
            </li>
            {areas.map((area) => (
              <li key={area.key}>
                <AppLink to={area.path} aria-current={current(area.path)}>
                  {area.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ) : undefined}
    </div>
  );
});
