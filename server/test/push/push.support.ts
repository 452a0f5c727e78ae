/** Test helpers of server/push: a browser-like subscription (a real P-256 key) as a device token. */
import { createECDH, randomBytes } from 'node:crypto';

export interface FakeSubscriber {
  endpoint: string;
  /** The JSON the SPA stores as the device token. */
  token: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export function fakeSubscriber(endpoint = 'https://fcm.googleapis.com/fcm/send/test-device'): FakeSubscriber {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const auth = randomBytes(16);
  const token = JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: { p256dh, auth: auth.toString('base64url') },
  });
  return { endpoint, token, ecdh, auth };
}
