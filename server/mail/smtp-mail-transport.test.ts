import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';
import { MailDeliveryError } from './mail-transport';
import { Mailer } from './mailer';
import { SmtpMailTransport, senderOf, smtpConnection } from './smtp-mail-transport';
import type { MailBrand } from './templates';
import { freePort } from '../test-support/free-port';

const BRAND: MailBrand = { productName: 'Solo 401(k)', supportEmail: 'help@solo.example', origin: 'https://app.example' };
const FROM = 'Solo 401(k) <no-reply@solo.example>';
const TOKEN = 'inv1TaTokenThatMustNeverBeLogged0123456789ab';

/** The words a person sees in an HTML part: tags dropped, character references decoded, white space collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const hrefs = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&#(\d+);/g, (_x, c: string) => String.fromCharCode(Number(c))));

/** Every paragraph of the text part but the action line (the HTML says it as a link) is in the HTML part's words. */
function expectSameWords(mail: ParsedMail): void {
  const text = mail.text ?? '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  expect(text.length).toBeGreaterThan(0);
  expect(html.length).toBeGreaterThan(0);
  const words = visibleText(html);
  const paragraphs = text.split(/\n\n/).filter((p) => !/^[A-Z][a-z ]+: https?:\/\//.test(p));
  expect(paragraphs.length).toBeGreaterThan(2);
  for (const paragraph of paragraphs) expect(words).toContain(paragraph.replace(/\s+/g, ' ').trim());
}

/** A port nothing listens on (an SMTP server that is down). */
const closedPort = freePort;

describe('SmtpMailTransport against a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let transport: SmtpMailTransport;
  let mailer: Mailer;
  const failures: Array<{ kind: string; reason: string }> = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    transport = new SmtpMailTransport(smtp.url, FROM);
    mailer = new Mailer(transport, BRAND, (f) => void failures.push(f));
  });
  afterAll(async () => {
    await transport.close();
    await smtp.close();
  });

  test('an invitation arrives after a login: From, To, Subject, Message-ID, both parts saying the same, links absolute, no List-Unsubscribe', async () => {
    const message = mailer.render('invitation', 'jordan.invitee@example.com', {
      ownerName: 'Avery "A&B" Quinn',
      planName: 'Quinn <Consulting> Solo 401(k) Plan',
      link: `https://app.example/join?invitation=${TOKEN}`,
    });
    const { messageId } = await transport.send(message);
    const { mail, recipients } = await smtp.next((r) => r.mail.messageId === messageId);

    expect(smtp.refusedLogins).toBe(0);
    expect(recipients).toEqual(['jordan.invitee@example.com']);
    expect(mail.from?.value).toEqual([{ address: 'no-reply@solo.example', name: 'Solo 401(k)' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['jordan.invitee@example.com']);
    expect(mail.subject).toBe('Avery "A&B" Quinn invites you to join Quinn <Consulting> Solo 401(k) Plan');
    expect(messageId).toMatch(/^<[^<>@\s]+@solo\.example>$/);
    expect(mail.headers.has('list')).toBe(false);

    expectSameWords(mail);
    expect(mail.text).toContain(
      'Avery "A&B" Quinn invites you to join Quinn <Consulting> Solo 401(k) Plan, a solo 401(k) plan on Solo 401(k).',
    );
    expect(mail.text).toContain(`Accept the invitation: https://app.example/join?invitation=${TOKEN}`);
    expect(mail.text).toContain('Questions? Write to help@solo.example');
    const html = mail.html as string;
    expect(html).not.toContain('<Consulting>');
    expect(html).toContain('Quinn &#60;Consulting&#62; Solo 401(k) Plan');
    expect(hrefs(html)).toEqual([`https://app.example/join?invitation=${TOKEN}`, 'mailto:help@solo.example']);
  });

  test('a Form 5500-EZ reminder carries List-Unsubscribe and a link to the notification preference in both parts', async () => {
    const { messageId } = await transport.send(
      mailer.render('form_5500_ez_reminder', 'ada.owner@example.com', {
        planYear: 2026,
        dueDate: 'Aug 2, 2027',
        daysLeft: 60,
        link: 'https://app.example/contributions',
      }),
    );
    const { mail, recipients } = await smtp.next((r) => r.mail.messageId === messageId);

    expect(recipients).toEqual(['ada.owner@example.com']);
    expect(mail.subject).toBe('Reminder: Form 5500-EZ for plan year 2026 is due Aug 2, 2027 (in 60 days)');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://app.example/profile#profile-notifications>',
    );
    expect(mail.headers.get('list')).toEqual({ unsubscribe: { url: 'https://app.example/profile#profile-notifications' } });
    expectSameWords(mail);
    expect(mail.text).toContain('Form 5500-EZ for plan year 2026 is due Aug 2, 2027, in 60 days.');
    expect(mail.text).toContain('Change it here: https://app.example/profile#profile-notifications');
    const links = hrefs(mail.html as string);
    expect(links).toEqual([
      'https://app.example/contributions',
      'mailto:help@solo.example',
      'https://app.example/profile#profile-notifications',
    ]);
    for (const link of links.filter((l) => !l.startsWith('mailto:'))) expect(new URL(link).origin).toBe(BRAND.origin);
  });

  test('Mailer.send answers true once the server took the message', async () => {
    const before = smtp.received.length;
    expect(await mailer.send('sign_in_link', 'sam.signin@example.com', { link: `https://app.example/?t=${TOKEN}` })).toBe(true);
    const { mail } = await smtp.next((r) => r.recipients.includes('sam.signin@example.com'));
    expect(smtp.received.length).toBe(before + 1);
    expect(mail.subject).toBe('Your sign-in link');
    // A sign-in link is not a notice: nothing to unsubscribe from, no preference link.
    expect(mail.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
    expect(mail.text).not.toContain('/profile');
    expect(failures).toEqual([]);
  });

  test('a wrong password is refused: the error names the kind and EAUTH, not the password, address or token', async () => {
    const wrong = new SmtpMailTransport(smtp.url.replace(encodeURIComponent(smtp.password), 'not-the-password'), FROM);
    try {
      const sending = wrong.send(
        mailer.render('sign_in_link', 'kim.private@example.com', { link: `https://app.example/?t=${TOKEN}` }),
      );
      const error = await sending.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as MailDeliveryError).reason).toMatch(/^EAUTH/);
      const said = `${String(error)} ${(error as Error).stack} ${JSON.stringify(error)}`;
      for (const secret of ['kim.private@example.com', TOKEN, 'not-the-password', smtp.password])
        expect(said).not.toContain(secret);
      expect(smtp.refusedLogins).toBeGreaterThan(0);
    } finally {
      await wrong.close();
    }
  });
});

describe('SmtpMailTransport with the SMTP server down', () => {
  test('a refused connection rejects with the kind and a generic reason only; Mailer.send logs the same and answers false', async () => {
    const port = await closedPort();
    const down = new SmtpMailTransport(`smtp://user:secret-pw@127.0.0.1:${port}/?tls=off`, FROM, { connectionMs: 2_000 });
    const logged: Array<{ kind: string; reason: string }> = [];
    const mailer = new Mailer(down, BRAND, (f) => void logged.push(f));
    try {
      const message = mailer.render('invitation', 'private.person@example.com', {
        ownerName: 'Avery Quinn',
        planName: 'Quinn Plan',
        link: `https://app.example/join?invitation=${TOKEN}`,
      });
      const error = await down.send(message).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as MailDeliveryError).kind).toBe('invitation');
      expect((error as MailDeliveryError).reason).toMatch(/^(ECONNECTION|ECONNREFUSED|ESOCKET)/);
      expect((error as Error).message).toBe(`The invitation e-mail was not sent (${(error as MailDeliveryError).reason})`);
      const said = `${String(error)} ${(error as Error).stack} ${JSON.stringify(error)} ${String((error as Error).cause)}`;
      for (const secret of ['private.person@example.com', TOKEN, 'secret-pw']) expect(said).not.toContain(secret);

      expect(
        await mailer.send('invitation', 'private.person@example.com', {
          ownerName: 'Avery Quinn',
          planName: 'Quinn Plan',
          link: `https://app.example/join?invitation=${TOKEN}`,
        }),
      ).toBe(false);
      expect(logged).toEqual([{ kind: 'invitation', reason: (error as MailDeliveryError).reason }]);
    } finally {
      await down.close();
    }
  });
});

describe('smtpConnection: the TLS policy of an SMTP_URL', () => {
  test('smtps:// is implicit TLS (port 465 by default); smtp:// to another machine requires STARTTLS (587)', () => {
    expect(smtpConnection('smtps://u:p%40ss@smtp.example.com')).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      requireTLS: false,
      ignoreTLS: false,
      auth: { user: 'u', pass: 'p@ss' },
    });
    expect(smtpConnection('smtp://u:p@smtp.example.com')).toMatchObject({
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
    });
    // ?tls=off is the explicit opt-out (tests); production refuses it for another machine (config.ts).
    expect(smtpConnection('smtp://u:p@smtp.example.com:2525?tls=off')).toMatchObject({
      port: 2525,
      requireTLS: false,
      ignoreTLS: true,
    });
  });

  test('a relay on this machine may answer without STARTTLS; no user means no login', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(smtpConnection(`smtp://${host}:25`)).toMatchObject({ port: 25, secure: false, requireTLS: false, ignoreTLS: false });
      expect(smtpConnection(`smtp://${host}:25`).auth).toBeUndefined();
    }
    expect(smtpConnection('smtp://[::1]:25').host).toBe('::1');
  });
});

describe('senderOf: MAIL_FROM as a name and an address', () => {
  test('a name with parentheses is kept whole (unquoted it would be an RFC 5322 comment); an address alone has no name', () => {
    expect(senderOf('Solo 401(k) <no-reply@solo.example>')).toEqual({ name: 'Solo 401(k)', address: 'no-reply@solo.example' });
    expect(senderOf('"Solo 401(k)" <no-reply@solo.example>')).toEqual({ name: 'Solo 401(k)', address: 'no-reply@solo.example' });
    expect(senderOf(' no-reply@solo.example ')).toEqual({ name: '', address: 'no-reply@solo.example' });
  });
});
