import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAIL_KINDS, type MailKind } from './mail-transport';
import { escapeHtml, FACTOR_RESET_WORDS, type MailBrand, type MailData, PREFERENCES_PATH, renderMail } from './templates';

const BRAND: MailBrand = { productName: 'Solo 401(k)', supportEmail: 'help@solo.example', origin: 'https://app.example' };

/** Markers standing for each string of the data; no template writes them itself. */
const P = (i: number): string => `\u24c5${i}\u24c5`;

/** Data of `kind` whose strings are s[0], s[1], … (links end with one). */
function dataOf(kind: MailKind, s: readonly string[]): MailData[MailKind] {
  const link = `https://app.example/${s[0]}`;
  switch (kind) {
    case 'sign_in_link':
    case 'email_change':
    case 'factor_reset_notice':
      return { link };
    case 'invitation':
      return { ownerName: s[1], planName: s[2], link };
    case 'form_5500_ez_reminder':
      return { planYear: 2026, dueDate: s[1], daysLeft: 30, link };
    case 'micro_deposits':
      return { accountMask: s[1], amounts: [s[2], s[3]], link };
  }
}

const render = (kind: MailKind, s: readonly string[]) => renderMail(kind, dataOf(kind, s) as never, BRAND);

/** Any text a user could type, markup and quotes included. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "O'Brien & Sons", '&amp;', '&#60;'),
);

describe('mail templates', () => {
  test('every string of the data is HTML-escaped in the HTML part and appears literally in the text part (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MAIL_KINDS), fc.array(anyText, { minLength: 4, maxLength: 4 }), (kind, values) => {
        const markers = values.map((_v, i) => P(i));
        const template = render(kind, markers);
        const actual = render(kind, values);
        const put = (s: string, value: (i: number) => string): string =>
          markers.reduce((out, marker, i) => out.split(marker).join(value(i)), s);
        // The rendering is the template with each value in its place: escaped in HTML, as typed in the text.
        expect(actual.html).toBe(put(template.html, (i) => escapeHtml(values[i])));
        expect(actual.text).toBe(put(template.text, (i) => values[i]));
        for (const value of values) {
          const escaped = escapeHtml(value);
          expect(escaped).not.toMatch(/[<>"']/);
          expect(escaped.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)))).toBe(value);
        }
      }),
    );
  });

  test('every message ends with the product name and support contact; only the reminder links to the preference and has List-Unsubscribe', () => {
    const values = ['x?t=abc', 'Avery Quinn', 'Quinn Plan', '$0.34'];
    for (const kind of MAIL_KINDS) {
      const m = render(kind, values);
      expect(m.text, kind).toContain('Solo 401(k)\nQuestions? Write to help@solo.example');
      expect(m.html, kind).toContain('<a href="mailto:help@solo.example">help@solo.example</a>');
      expect(m.text, kind).toContain('https://app.example/x?t=abc');
      expect(m.outbox.link, kind).toBe('https://app.example/x?t=abc');
      const governed = kind === 'form_5500_ez_reminder';
      expect(m.text.includes(`${BRAND.origin}${PREFERENCES_PATH}`), kind).toBe(governed);
      expect(m.html.includes(`href="${BRAND.origin}${PREFERENCES_PATH}"`), kind).toBe(governed);
      expect(m.headers, kind).toEqual(governed ? { 'List-Unsubscribe': `<${BRAND.origin}${PREFERENCES_PATH}>` } : {});
    }
    expect(render('factor_reset_notice', values).outbox.text).toBe(FACTOR_RESET_WORDS.text);
    expect(render('sign_in_link', values).outbox.text).toBeUndefined();
  });

  test('without a support contact the line is left out', () => {
    const m = renderMail('sign_in_link', { link: 'https://app.example/?t=1' }, { ...BRAND, supportEmail: '' });
    expect(m.text).not.toContain('Questions?');
    expect(m.html).not.toContain('mailto:');
  });

  test('the subjects are the ones the product has always sent', () => {
    expect(render('sign_in_link', ['', '', '', '']).subject).toBe('Your sign-in link');
    expect(render('email_change', ['', '', '', '']).subject).toBe('Confirm your new e-mail address');
    expect(render('invitation', ['', 'Avery Quinn', 'Quinn Plan', '']).subject).toBe(
      'Avery Quinn invites you to join Quinn Plan',
    );
    expect(render('form_5500_ez_reminder', ['', 'Aug 2, 2027', '', '']).subject).toBe(
      'Reminder: Form 5500-EZ for plan year 2026 is due Aug 2, 2027 (in 30 days)',
    );
    expect(render('micro_deposits', ['', '••••6789', '$0.12', '$0.34']).subject).toBe(
      'Two deposits were sent to your account ••••6789: $0.12 and $0.34',
    );
    expect(render('factor_reset_notice', ['', '', '', '']).subject).toBe(FACTOR_RESET_WORDS.subject);
  });

  test('a link that is not an absolute http(s) URL is refused: it would not open from a mail client', () => {
    for (const link of ['/join?invitation=x', 'javascript:alert(1)', 'not a url']) {
      expect(() => renderMail('sign_in_link', { link }, BRAND)).toThrow('An e-mail link must be an absolute http(s) URL');
    }
  });
});
