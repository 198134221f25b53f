import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { repositoryRoot } from './import-rules';

/** Tests and their kits, fixtures and test apps: they may build and name what they test. */
export const TEST_CODE = /(\.test\.tsx?|-fixtures\.tsx?|-test-kit\.tsx?|-test-app\.ts)$/;

/** The TypeScript files under `dir` that are not test code, relative to the repository, sorted. */
export function productSources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !TEST_CODE.test(name)) out.push(relative(repositoryRoot, full).split(sep).join('/'));
    }
  };
  walk(join(repositoryRoot, dir));
  return out.sort();
}

/** A file's source text without comments. */
export const codeOf = (file: string): string =>
  readFileSync(join(repositoryRoot, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
