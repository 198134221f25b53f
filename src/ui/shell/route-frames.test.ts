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

const literalSignedIn = PAGE_TABLE.filter((p) => p.access === 'signedIn' && !p.pattern.includes(':') && p.pattern !== '/');

describe('route frames', () => {
  test('every signed-in page of the page table with a literal path has a frame, and no other path has one', () => {
    expect(Object.keys(PAGE_HEADINGS).sort()).toEqual(literalSignedIn.map((p) => p.pattern).sort());
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
    expect(frameFor('/library/abc', true)).toBe(GENERIC_FRAME);
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
