import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the test SMTP server accepted: the envelope recipients and the parsed message. */
export interface ReceivedMail {
  recipients: string[];
  mail: ParsedMail;
}

/** A real SMTP server on an ephemeral loopback port that accepts one user's login and keeps every message it receives. */
export interface SmtpTestServer {
  /** smtp://user:password@127.0.0.1:port/?tls=off (the server offers no STARTTLS: it has no certificate worth trusting). */
  url: string;
  user: string;
  password: string;
  received: ReceivedMail[];
  /**
   * What the server does with a message (default `accept`): `refuse` answers 451 (try again later), `stall` reads it
   * and never answers (a server that hangs mid-send). Changeable at any time.
   */
  mode: 'accept' | 'refuse' | 'stall';
  /** Messages offered so far (accepted, refused or stalled). */
  readonly offered: number;
  /** Logins refused (a wrong user or password). */
  refusedLogins: number;
  /** The first message (already received or still to come) that `matches`; rejects after `timeoutMs`. */
  next(matches: (r: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export const SMTP_TEST_USER = 'mailer-test';
export const SMTP_TEST_PASSWORD = 'p@ss w/ord';

/** Starts the server; close it after the test. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusedLogins = 0;
  let offered = 0;
  const state = { mode: 'accept' as SmtpTestServer['mode'] };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    // Login over a connection without TLS: the test client is on the same machine.
    allowInsecureAuth: true,
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD)
        return callback(null, { user: auth.username });
      refusedLogins += 1;
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      offered += 1;
      for (const wake of waiters) wake();
      if (state.mode === 'stall') {
        stream.resume();
        return;
      }
      if (state.mode === 'refuse') {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), mail });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const auth = `${encodeURIComponent(SMTP_TEST_USER)}:${encodeURIComponent(SMTP_TEST_PASSWORD)}`;
  return {
    url: `smtp://${auth}@127.0.0.1:${port}/?tls=off`,
    user: SMTP_TEST_USER,
    password: SMTP_TEST_PASSWORD,
    received,
    get refusedLogins() {
      return refusedLogins;
    },
    get offered() {
      return offered;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    next(matches, timeoutMs = 10_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const look = (): boolean => {
          const found = received.find(matches);
          if (found === undefined) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = (): void => void look();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching message arrived within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(wake);
        look();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A stalled connection would keep close() waiting for its client.
        for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? [])
          connection.close();
        server.close(() => resolve());
      }),
  };
}
