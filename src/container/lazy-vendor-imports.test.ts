import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const LAZY_VENDORS = ['@sentry/browser', '@stripe/stripe-js'];
const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('vendor SDKs a profile may not start', () => {
  test.each(LAZY_VENDORS)('%s is only ever imported dynamically (or as types) by app code', (vendor) => {
    const offenders = sources(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      const staticImport = new RegExp(`^import\\s+(?!type\\b)[^;]*from\\s+['"]${vendor}['"]`, 'm');
      return staticImport.test(text);
    });
    expect(offenders).toEqual([]);
  });

  test('the monitoring and payment adapters load their SDKs with import()', () => {
    expect(readFileSync(join(SRC, 'adapters/sentry/sentry-monitoring.ts'), 'utf8')).toContain("import('@sentry/browser')");
    expect(readFileSync(join(SRC, 'adapters/stripe/stripe-payment-gateway.ts'), 'utf8')).toContain("import('@stripe/stripe-js')");
  });
});
