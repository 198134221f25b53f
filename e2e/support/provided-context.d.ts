import 'vitest';

declare module 'vitest' {
  /** Values the e2e global setup hands to every test file. */
  export interface ProvidedContext {
    /** Origin of the embedded server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Playwright endpoint of the one shared Chromium. */
    wsEndpoint: string;
    /** The e-mail address the server gives the `support` role. */
    supportEmail: string;
    /** A second support address without any second factor (admin mode turns it away). */
    supportWithoutFactorEmail: string;
    /** The Base32 secret of the support user's authenticator app (enrolled by the global setup). */
    supportTotpSecret: string;
    /** Where the last time step of the support user's codes is kept (each step works once, across files). */
    supportTotpStepFile: string;
  }
}
