/**
 * A clock for a test server that runs ahead of real time on demand: the identity service takes each TOTP time step
 * once, so a test that needs a second code moves the clock to the next step instead of waiting 30 s.
 */
export class TotpClock {
  private offsetMs = 0;

  /** The server's time (give `() => clock.now()` to the test app). */
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** The server's time in whole seconds (what a TOTP code is computed from). */
  nowSec(): number {
    return Math.floor((Date.now() + this.offsetMs) / 1000);
  }

  /** Moves the server's time on by one TOTP step (30 s). */
  nextStep(): void {
    this.offsetMs += 30_000;
  }
}
