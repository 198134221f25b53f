import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repositoryRoot } from './import-rules';

/** Every stylesheet under src/, by its path from the repository root. */
function stylesheets(dir = join(repositoryRoot, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [relative(repositoryRoot, path)] : [];
  });
}

/** The `--layer-*` custom properties of app.css's :root, by name, with their numbers. */
function layerScale(): Map<string, number> {
  const css = readFileSync(join(repositoryRoot, 'src/ui/styles/app.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new Map([...root.matchAll(/(--layer-[\w-]+):\s*(-?\d+)\s*;/g)].map((m) => [m[1] as string, Number(m[2])]));
}

/** Every z-index declaration outside app.css's :root, as `file: value`. */
function zIndexUses(): string[] {
  return stylesheets().flatMap((file) =>
    [...readFileSync(join(repositoryRoot, file), 'utf8').matchAll(/z-index:\s*([^;}]+)/g)].map(
      (m) => `${file}: ${(m[1] as string).trim()}`,
    ),
  );
}

describe('one stacking order for overlays (decision 0296)', () => {
  test('every z-index of every stylesheet is a layer of the scale in app.css, never a number of its own', () => {
    const scale = layerScale();
    const uses = zIndexUses();
    expect(uses.length).toBeGreaterThan(0);
    const strays = uses.filter((use) => {
      const name = /^var\((--layer-[\w-]+)\)$/.exec(use.split(': ')[1] ?? '')?.[1];
      return name === undefined || !scale.has(name);
    });
    expect(strays).toEqual([]);
  });

  test('the scale puts what sticks while scrolling under the skip link, the skip link under the drawer, the drawer under an overlay, and toasts above both', () => {
    const scale = layerScale();
    const order = ['--layer-sticky', '--layer-skip-link', '--layer-drawer', '--layer-overlay', '--layer-toast'].map((n) =>
      scale.get(n),
    );
    expect(order.every((n) => typeof n === 'number')).toBe(true);
    expect([...order].sort((a, b) => (a as number) - (b as number))).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
  });

  test('the admin banner, the drawer, the overlay and the toasts each take their layer', () => {
    const uses = zIndexUses();
    expect(uses).toContain('src/ui/styles/app.css: var(--layer-sticky)');
    expect(uses).toContain('src/ui/assets/assets.css: var(--layer-drawer)');
    expect(uses).toContain('src/ui/styles/app.css: var(--layer-overlay)');
    expect(uses).toContain('src/ui/styles/app.css: var(--layer-toast)');
  });
});
