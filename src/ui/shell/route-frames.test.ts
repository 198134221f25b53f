import { describe, expect, test } from 'vitest';
import { AREAS } from '@/ui/areas';
import { PAGE_TABLE } from '@/ui/routing/page-table';
import {
  frameFor,
  GENERIC_FRAME,
  HOME_AREA_COUNT,
  HOME_FRAME,
  likelySignedIn,
  PAGE_HEADINGS,
  SIGN_IN_FRAME,
  SIGNED_IN_HINT_COOKIE,
} from '@/ui/shell/route-frames';

const signedInPages = PAGE_TABLE.filter((p) => p.access === 'signedIn' && p.pattern !== '/');

describe('route frames', () => {
  test('every signed-in page of the page table has a frame (a pattern for a page with a parameter), and no other path', () => {
    expect(Object.keys(PAGE_HEADINGS).sort()).toEqual(signedInPages.map((p) => p.pattern).sort());
  });

  test('home reserves one card per area', () => {
    expect(HOME_AREA_COUNT).toBe(AREAS.length);
  });

  test('a likely signed-in visit gets the page heading; otherwise the sign-in form where the app shows it', () => {
    expect(frameFor('/', true)).toBe(HOME_FRAME);
    expect(frameFor('/', false)).toBe(SIGN_IN_FRAME);
    expect(frameFor('/sign-in', true)).toBe(SIGN_IN_FRAME);
    expect(frameFor('/checkout', true)).toEqual({
      kind: 'page',
      heading: 'Employer and plan setup',
      lead: "Set up your plan in a few short steps: who you are in the plan, your business, the plan's details, then payment. What you type is kept as a draft on this device.",
      file: 'frames/checkout.html',
    });
    expect(frameFor('/loans', true)).toEqual({ kind: 'page', heading: 'Loans', file: 'frames/loans.html' });
    expect(frameFor('/checkout/', true).heading).toBe('Employer and plan setup');
    expect(frameFor('/checkout', false)).toBe(SIGN_IN_FRAME);
    expect(frameFor('/no/such/page', true)).toBe(GENERIC_FRAME);
    // A page with a parameter: its pattern's frame for any one segment, nothing for more or fewer.
    expect(frameFor('/library/abc', true)).toEqual({
      kind: 'page',
      heading: 'Document library',
      file: 'frames/library_folderid.html',
    });
    expect(frameFor('/library/abc/', true).file).toBe('frames/library_folderid.html');
    expect(frameFor('/library/abc', false)).toBe(SIGN_IN_FRAME);
    expect(frameFor('/library/a/b', true)).toBe(GENERIC_FRAME);
    expect(frameFor('/library', true).file).toBe('frames/library.html');
    expect(frameFor('/admin', true)).toBe(GENERIC_FRAME);
  });

  test('a magic-link token or the hint cookie make a signed-in visit likely', () => {
    expect(likelySignedIn('?t=abc', undefined)).toBe(true);
    expect(likelySignedIn('?t=%20', undefined)).toBe(false);
    expect(likelySignedIn('?t=abc&descope-login-flow=x', undefined)).toBe(false);
    expect(likelySignedIn('', '1')).toBe(true);
    expect(likelySignedIn('', '0')).toBe(false);
    expect(SIGNED_IN_HINT_COOKIE).toBe('solo401k_frame');
    expect(likelySignedIn('', undefined)).toBe(false);
  });
});
