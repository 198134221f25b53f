import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { compressDirectory } from './compress-plugin';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('compressDirectory', () => {
  test('writes brotli and gzip copies that decode to the original, for every text file of 256 bytes or more', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 256, maxLength: 5000 }), async (text) => {
        const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
        dirs.push(dir);
        await mkdir(join(dir, 'assets'));
        const file = join(dir, 'assets', 'page-x.js');
        await writeFile(file, text);
        await compressDirectory(dir);
        const original = await readFile(file);
        expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(original)).toBe(true);
        expect(gunzipSync(await readFile(`${file}.gz`)).equals(original)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  test('skips source maps, binary images and tiny files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    dirs.push(dir);
    const big = 'x'.repeat(4000);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${big}`);
    await writeFile(join(dir, 'app.js.map'), big);
    await writeFile(join(dir, 'logo.png'), big);
    await writeFile(join(dir, 'version.json'), '{"buildId":"abc"}');
    await compressDirectory(dir);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
    for (const skipped of ['app.js.map', 'logo.png', 'version.json']) {
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
