import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** A minimal CBOR encoder for what an authenticator writes: unsigned and negative integers, bytes, text, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, n: number): number[] {
  if (n < 24) return [(major << 5) | n];
  if (n < 256) return [(major << 5) | 24, n];
  if (n < 65536) return [(major << 5) | 25, n >> 8, n & 255];
  return [(major << 5) | 26, (n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return Buffer.from(v >= 0 ? head(0, v) : head(1, -1 - v));
  if (typeof v === 'string') {
    const b = Buffer.from(v, 'utf8');
    return Buffer.concat([Buffer.from(head(3, b.length)), b]);
  }
  if (v instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, v.length)), v]);
  const parts: Uint8Array[] = [Buffer.from(head(5, v.size))];
  for (const [k, val] of v) parts.push(cbor(k), cbor(val));
  return Buffer.concat(parts);
}

const b64 = (b: Uint8Array): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string): Buffer => createHash('sha256').update(b).digest();

/** What a ceremony is asked with: the `publicKey` part of Descope's options JSON. */
interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

/**
 * A software passkey (ES256, "none" attestation, user present and verified) for server tests, standing in for the
 * browser and authenticator; e2e tests use Chromium's virtual authenticator instead.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The registration response JSON (as the SDK's finish sends it) to Descope's options string. */
  register(optionsString: string, origin: string, over: { rpId?: string } = {}): string {
    const o = (JSON.parse(optionsString) as { publicKey: Options }).publicKey;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
    const idLen = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 255]);
    const authData = Buffer.concat([
      this.authDataHead(over.rpId ?? (o.rp?.id as string), 0x45),
      Buffer.alloc(16),
      idLen,
      this.credentialId,
      cose,
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: o.challenge, origin, crossOrigin: false });
    return JSON.stringify({
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64(Buffer.from(clientDataJSON)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    });
  }

  /** The assertion response JSON to Descope's options string; the counter grows unless `counter` is given. */
  assert(optionsString: string, origin: string, over: { rpId?: string; counter?: number } = {}): string {
    const o = (JSON.parse(optionsString) as { publicKey: Options }).publicKey;
    if (over.counter === undefined) this.counter += 1;
    const authData = this.authDataHead(over.rpId ?? (o.rpId as string), 0x05, over.counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: o.challenge, origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return JSON.stringify({
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature) },
      clientExtensionResults: {},
    });
  }

  /** rpIdHash, flags (UP 0x01, UV 0x04, AT 0x40) and the signature counter. */
  private authDataHead(rpId: string, flags: number, counter = this.counter): Buffer {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), c]);
  }
}
