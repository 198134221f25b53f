/** The browser half of a passkey ceremony: Descope's options string in, the credential JSON string out. */
export interface PasskeyCeremony {
  /** Creates a passkey (registration); rejects when the user cancels or the device refuses. */
  create(options: string): Promise<string>;
  /** Uses a passkey (assertion); rejects when the user cancels or has none. */
  get(options: string): Promise<string>;
}

/** The options JSON inside Descope's `{publicKey: ...}` envelope. */
function publicKeyOf(options: string): never {
  return (JSON.parse(options) as { publicKey: never }).publicKey;
}

/** PasskeyCeremony on navigator.credentials through @simplewebauthn/browser, loaded on first use. */
export class BrowserPasskeyCeremony implements PasskeyCeremony {
  async create(options: string): Promise<string> {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return JSON.stringify(await startRegistration({ optionsJSON: publicKeyOf(options) }));
  }

  async get(options: string): Promise<string> {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return JSON.stringify(await startAuthentication({ optionsJSON: publicKeyOf(options) }));
  }
}
