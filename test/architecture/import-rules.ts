/**
 * The one rule between the layers (docs/architecture.md), checked on source text:
 * - src/domain imports only class-validator, date-fns and src/domain;
 * - src/ports imports only src/domain (and itself);
 * - src/ui never imports src/adapters or src/container (its tests may use src/adapters/fakes);
 * - only src/main.tsx and src/container import src/adapters (adapters may import each other);
 * - server/ may import src/domain, never src/ui, src/ports, src/adapters or src/container, except the wire types generated
 *   from the contract (src/adapters/http/generated and their names in src/adapters/http/wire.ts), as types only;
 * - the generated wire types are imported only by src/adapters/http and the server (decision 0302).
 * - npm packages: each layer only those of its list in layer-packages.ts (server/ any declared one); every package imported
 *   must be declared in package.json (devDependencies only in test code).
 * Test code (`*.test.ts`, `*.contract.ts`, `*-fixtures.ts`, `*-test-kit.ts`, src/adapters/contracts/) may also import
 * the test tooling packages and Node built-ins; adapter and container tests any declared package. server/test-support/
 * and server/bench/ count as test code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, posix, relative, sep } from 'node:path';
import { LAYER_PACKAGES, TEST_PACKAGES } from './layer-packages';

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
const TYPE_ONLY = /^(?:import|export)\s+type\s/;
const TEST_FILE = /(\.test\.tsx?|\.contract\.tsx?|-fixtures\.tsx?|-test-kit\.tsx?)$/;
/** Folders of test and developer tooling, held to the test-code rules. */
const TEST_FOLDERS = ['src/adapters/contracts/', 'server/test-support/', 'server/bench/'];

/** One import of a source text; `typeOnly` when every import of that specifier is `import type`/`export type`. */
export interface ImportOf {
  specifier: string;
  typeOnly: boolean;
}

/** Every import of a source text, with whether it is only a type import. */
export function importsWithKind(source: string): ImportOf[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = new Map<string, boolean>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const typeOnly = TYPE_ONLY.test(match[0]);
      found.set(match[1], (found.get(match[1]) ?? true) && typeOnly);
    }
  }
  return [...found].map(([specifier, typeOnly]) => ({ specifier, typeOnly }));
}

/** Every import specifier in a source text. */
export function importsOf(source: string): string[] {
  return importsWithKind(source).map((i) => i.specifier);
}

/** The packages package.json declares: `runtime` (dependencies) and `all` (also devDependencies). */
export interface DeclaredPackages {
  runtime: ReadonlySet<string>;
  all: ReadonlySet<string>;
}

/** Reads the declared packages of the package.json in `root`. */
export function declaredPackages(root: string): DeclaredPackages {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const runtime = Object.keys(manifest.dependencies ?? {});
  return { runtime: new Set(runtime), all: new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]) };
}

const isBuiltin = (name: string): boolean => name.startsWith('node:') || builtinModules.includes(name);

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

/** The rule a package import breaks, or undefined when the layer may import that package. */
function packageRuleBroken(file: string, name: string, typeOnly: boolean, declared: DeclaredPackages): string | undefined {
  const from = layerOf(file);
  const isTest = TEST_FILE.test(file) || TEST_FOLDERS.some((folder) => file.startsWith(folder));
  if (isBuiltin(name))
    return isTest || from === 'server' || from === 'other' ? undefined : `${from} never imports Node built-ins`;
  if (!(isTest ? declared.all : declared.runtime).has(name)) {
    return isTest ? 'package not declared in package.json' : 'package not declared in package.json dependencies';
  }
  if (from === 'server' || from === 'other') return undefined;
  if (isTest && (TEST_PACKAGES.includes(name) || from === 'adapters' || from === 'container')) return undefined;
  if ((LAYER_PACKAGES[from] as readonly string[]).includes(name)) return undefined;
  if (from === 'ports' && typeOnly) return undefined;
  if (from === 'domain') return 'domain imports only class-validator, date-fns and itself';
  if (from === 'ports') return 'ports import only the domain (packages as types only)';
  return `${from} may not import ${name} (allowed packages: test/architecture/layer-packages.ts)`;
}

/** The rule an import breaks, or undefined when it is allowed. */
export function ruleBroken(
  file: string,
  specifier: string,
  typeOnly = false,
  declared: DeclaredPackages = declaredPackages(repositoryRoot),
): string | undefined {
  const from = layerOf(file);
  const target = resolveSpecifier(file, specifier);
  const to = target === undefined ? undefined : layerOf(target);
  const isTest = TEST_FILE.test(file);
  if (target === undefined) return packageRuleBroken(file, packageName(specifier), typeOnly, declared);
  if (isWireTypes(target) && from !== 'server' && !file.startsWith('src/adapters/http/')) {
    return 'the generated wire types are imported only by src/adapters/http and the server';
  }

  if (from === 'domain') {
    return to === 'domain' ? undefined : 'domain imports only class-validator, date-fns and itself';
  }
  if (from === 'ports') {
    return to === 'domain' || to === 'ports' ? undefined : 'ports import only the domain';
  }
  if (from === 'ui') {
    if (to === 'container' || to === 'main') return 'ui never imports the composition root';
    if (to === 'adapters') {
      return isTest && target.startsWith('src/adapters/fakes') ? undefined : 'ui never imports adapters';
    }
    return undefined;
  }
  if (from === 'server') {
    if (isWireTypes(target)) return typeOnly ? undefined : 'server imports the wire types as types only';
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

/** The contract's generated wire types and the names the HTTP adapters and the server give them. */
function isWireTypes(target: string): boolean {
  const path = target.replace(/\.(ts|js)$/, '');
  return path === 'src/adapters/http/wire' || path.startsWith('src/adapters/http/generated/');
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(name)) out.push(full);
  }
}

/** Checks every source file under `root`'s src/ and server/ folders (packages against the repository's package.json). */
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
  const declared = declaredPackages(repositoryRoot);
  for (const full of files) {
    const file = relative(root, full).split(sep).join('/');
    for (const { specifier, typeOnly } of importsWithKind(readFileSync(full, 'utf8'))) {
      const rule = ruleBroken(file, specifier, typeOnly, declared);
      if (rule) violations.push({ file, specifier, rule });
    }
  }
  return violations;
}

export const repositoryRoot = join(dirname(new URL(import.meta.url).pathname), '..', '..');
