/**
 * The one rule between the layers (docs/architecture.md), checked on source text:
 * - src/domain imports only class-validator, date-fns and src/domain;
 * - src/ports imports only src/domain (and itself);
 * - src/ui never imports src/adapters or src/container (its tests may use src/adapters/fakes);
 * - only src/main.tsx and src/container import src/adapters (adapters may import each other);
 * - server/ may import src/domain, never src/ui, src/ports, src/adapters or src/container.
 * Test code (`*.test.ts`, `*.contract.ts`, `*-fixtures.ts`, `*-test-kit.ts`) may also import the test tooling packages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

/** One import that crosses a layer the wrong way. */
export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

type Layer = 'domain' | 'ports' | 'adapters' | 'ui' | 'container' | 'main' | 'server' | 'other';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const DOMAIN_PACKAGES = ['class-validator', 'date-fns'];
/** Packages that test code (tests, contract suites, fixtures) may use in any layer. */
const TEST_PACKAGES = ['vitest', 'fast-check', '@testing-library/react', '@testing-library/dom', '@testing-library/user-event'];
const TEST_FILE = /(\.test\.tsx?|\.contract\.tsx?|-fixtures\.tsx?|-test-kit\.tsx?)$/;

/** Every import specifier in a source text. */
export function importsOf(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

function layerOf(path: string): Layer {
  if (path === 'src/main.tsx' || path === 'src/main.ts') return 'main';
  const [top, second] = path.split('/');
  if (top === 'server') return 'server';
  if (top !== 'src') return 'other';
  if (second === 'domain' || second === 'ports' || second === 'adapters' || second === 'ui' || second === 'container') {
    return second;
  }
  return 'other';
}

/** Resolves a specifier to a repository-relative path, or undefined for a package. */
function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return posix.join('src', specifier.slice(2));
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(file), specifier));
  return undefined;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The rule an import breaks, or undefined when it is allowed. */
export function ruleBroken(file: string, specifier: string): string | undefined {
  const from = layerOf(file);
  const target = resolveSpecifier(file, specifier);
  const to = target === undefined ? undefined : layerOf(target);
  const isTest = TEST_FILE.test(file);
  if (isTest && target === undefined && TEST_PACKAGES.includes(packageName(specifier))) return undefined;

  if (from === 'domain') {
    if (target === undefined) {
      return DOMAIN_PACKAGES.includes(packageName(specifier))
        ? undefined
        : 'domain imports only class-validator, date-fns and itself';
    }
    return to === 'domain' ? undefined : 'domain imports only class-validator, date-fns and itself';
  }
  if (from === 'ports') {
    if (target === undefined) return 'ports import only the domain';
    return to === 'domain' || to === 'ports' ? undefined : 'ports import only the domain';
  }
  if (target === undefined) return undefined;
  if (from === 'ui') {
    if (to === 'container' || to === 'main') return 'ui never imports the composition root';
    if (to === 'adapters') {
      return isTest && target.startsWith('src/adapters/fakes') ? undefined : 'ui never imports adapters';
    }
    return undefined;
  }
  if (from === 'server') {
    return to === 'server' || to === 'domain' || to === 'other' ? undefined : 'server imports only the domain from src';
  }
  if (to === 'adapters' && from !== 'adapters' && from !== 'container' && from !== 'main') {
    return 'only src/main.tsx and src/container import adapters';
  }
  if (to === 'ui' && (from === 'adapters' || from === 'container')) {
    return from === 'container' ? 'the container binds ports, it does not import ui' : 'adapters never import ui';
  }
  return undefined;
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(name)) out.push(full);
  }
}

/** Checks every source file under `root`'s src/ and server/ folders. */
export function checkTree(root: string): Violation[] {
  const files: string[] = [];
  for (const top of ['src', 'server']) {
    try {
      walk(join(root, top), files);
    } catch {
      // a tree without this folder has nothing to check there
    }
  }
  const violations: Violation[] = [];
  for (const full of files) {
    const file = relative(root, full).split(sep).join('/');
    for (const specifier of importsOf(readFileSync(full, 'utf8'))) {
      const rule = ruleBroken(file, specifier);
      if (rule) violations.push({ file, specifier, rule });
    }
  }
  return violations;
}

export const repositoryRoot = join(dirname(new URL(import.meta.url).pathname), '..', '..');
