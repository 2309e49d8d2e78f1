/**
 * Signatures checked against published vectors: RFC 8032's ed25519 test
 * vectors for the `v1a` primitive, and the Standard Webhooks libraries' own
 * `v1` vector; then a `v1a` delivery verified with nothing but the public key.
 */
import { createPublicKey, verify } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateSigningKeyPair, publicKeyOf, sign, signEd25519, signedHeaders } from './signing.js';

const hex = (value: string) => Buffer.from(value, 'hex');
const secretKeyOfSeed = (seedHex: string) => `whsk_${hex(seedHex).toString('base64')}`;

/** RFC 8032, section 7.1, TEST 1 to 3. */
const RFC8032 = [
  {
    seed: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature:
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    seed: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: '72',
    signature:
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
  {
    seed: 'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
    publicKey: 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
    message: 'af82',
    signature:
      '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a',
  },
];

describe('v1a (ed25519)', () => {
  it.each(RFC8032.map((vector, index) => [index + 1, vector] as const))("signs RFC 8032's test %i", (_, vector) => {
    const secretKey = secretKeyOfSeed(vector.seed);
    expect(publicKeyOf(secretKey)).toBe(`whpk_${hex(vector.publicKey).toString('base64')}`);
    expect(signEd25519(secretKey, hex(vector.message))).toBe(hex(vector.signature).toString('base64'));
  });

  it('signs id.timestamp.body, verifiable with the public key alone', () => {
    const { secretKey, publicKey } = generateSigningKeyPair();
    const headers = signedHeaders([secretKey], 'msg_1', 1674087231, '{"type":"PING"}');
    const [scheme, signature] = headers['webhook-signature']!.split(',');
    expect(scheme).toBe('v1a');
    const spki = Buffer.concat([hex('302a300506032b6570032100'), Buffer.from(publicKey.slice(5), 'base64')]);
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(verify(null, Buffer.from('msg_1.1674087231.{"type":"PING"}'), key, Buffer.from(signature!, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from('msg_1.1674087231.{"type":"PONG"}'), key, Buffer.from(signature!, 'base64'))).toBe(false);
  });

  it('refuses a secret key that is not a 32-byte seed', () => {
    expect(() => sign('whsk_', 'msg_1', 1, '{}')).toThrow(/32-byte seed/);
  });
});

describe('v1 (HMAC-SHA256)', () => {
  it("matches the Standard Webhooks libraries' vector, and their verifier", () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const signature = sign(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    const now = Math.floor(Date.now() / 1000);
    const headers = signedHeaders([secret], 'msg_p5jXN8AQM9LWM0D4loKWxJek', now, '{"test": 2432232314}');
    expect(new Webhook(secret).verify('{"test": 2432232314}', headers)).toEqual({ test: 2432232314 });
  });
});
