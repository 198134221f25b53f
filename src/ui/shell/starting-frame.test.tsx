import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { StartingFrame } from '@/ui/shell/starting-frame';

const indexHtml = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('StartingFrame', () => {
  test('index.html carries exactly the markup the component renders (prerendered, then hydrated without a change)', () => {
    const prerendered = indexHtml.match(/<div id="root">([\s\S]*)<\/div>\s*<script/)?.[1];
    expect(prerendered).toBe(renderToStaticMarkup(<StartingFrame />));
  });

  test('paints the landmarks and the status line before any script', () => {
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const root = doc.getElementById('root')!;
    expect(root.querySelector('header .brand__name')?.textContent).toBe('Solo 401(k)');
    expect(root.querySelector('main#main [role="status"]')?.textContent).toBe('Loading your account…');
    expect(root.querySelector('footer')?.textContent).toBe('Solo 401(k) · Your small-business retirement plan');
    expect(root.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
  });
});
