import type { Container } from 'inversify';
import { autorun } from 'mobx';
import { BuildVersionCheck } from '@/ui/shell/build-version-check';
import { ThemeStore } from '@/ui/shell/theme-store';

/** Compares the running build with the deployed one (loaded after the first page, off its critical path). */
export function checkBuildVersion(container: Container): Promise<boolean> {
  return container.get(BuildVersionCheck).check();
}

/** Loads the theme from the product configuration and keeps the CSS custom properties of `root` in step; returns a stop function. */
export function applyTheme(container: Container, root: HTMLElement): () => void {
  const theme = container.get(ThemeStore);
  void theme.load();
  return autorun(() => {
    for (const [name, value] of Object.entries(theme.cssVariables)) root.style.setProperty(name, value);
  });
}
