import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { allFrames, frameMainHtml, frameRootHtml, GENERIC_FRAME, withFrame } from '@/ui/shell/route-frames';
import { FrameBody, StartingFrame } from '@/ui/shell/starting-frame';

const indexHtml = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('StartingFrame', () => {
  test('index.html carries exactly the markup the component renders for the generic frame', () => {
    const prerendered = indexHtml.match(/<div id="root">([\s\S]*)<\/div>\s*<script/)?.[1];
    expect(prerendered).toBe(renderToStaticMarkup(<StartingFrame />));
    expect(prerendered).toBe(frameRootHtml(GENERIC_FRAME));
  });

  test.each(allFrames().map((frame) => [frame.file, frame] as const))(
    'the HTML the build writes for %s is what the shell renders while it loads',
    (_file, frame) => {
      expect(frameMainHtml(frame)).toBe(renderToStaticMarkup(<FrameBody frame={frame} />));
      expect(frameRootHtml(frame)).toBe(renderToStaticMarkup(<StartingFrame frame={frame} />));
      // One mark on the frame's outermost element: the e2e driver waits for it to go (the app's page is there).
      const main = new DOMParser().parseFromString(frameRootHtml(frame), 'text/html').querySelector('main')!;
      expect(main.querySelectorAll('[data-frame]')).toHaveLength(1);
      expect(main.firstElementChild?.hasAttribute('data-frame')).toBe(true);
    },
  );

  test('paints the landmarks and the status line before any script', () => {
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const root = doc.getElementById('root')!;
    expect(root.querySelector('header .brand__name')?.textContent).toBe('Solo 401(k)');
    expect(root.querySelector('main#main [role="status"]')?.textContent).toBe('Loading your account…');
    expect(root.querySelector('footer')?.textContent).toBe('Solo 401(k) · Your small-business retirement plan');
    expect(root.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
  });

  test('a route frame keeps the rest of index.html (head, scripts) and replaces only #root', () => {
    const home = allFrames().find((f) => f.kind === 'home')!;
    const html = withFrame(indexHtml, home);
    expect(html.replace(/<div id="root">[\s\S]*<\/div>\s*(?=<script)/, '')).toBe(
      indexHtml.replace(/<div id="root">[\s\S]*<\/div>\s*(?=<script)/, ''),
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('main h1')?.textContent).toBe('Your plan');
    expect(doc.querySelector('main [role="status"]')?.textContent).toBe('Loading your account…');
  });
});
