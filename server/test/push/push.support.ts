/** Test helpers of server/push: a browser-like subscription (a real P-256 key) as a device token. */
import { createECDH, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { saveDevice } from '../../push/push-devices.repository';

export interface FakeSubscriber {
  endpoint: string;
  /** The JSON the SPA stores as the device token. */
  token: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

/** An endpoint is one browser (unique): each call without one is another device. */
export function fakeSubscriber(
  endpoint = `https://fcm.googleapis.com/fcm/send/test-device-${randomBytes(6).toString('hex')}`,
): FakeSubscriber {
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

export const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Stores `subscriber` as a device of `userId`, as the user's own PUT would. */
export async function subscribeDevice(
  db: Db,
  userId: number,
  subscriber: FakeSubscriber = fakeSubscriber(),
  userAgent: string | null = CHROME_ANDROID,
): Promise<FakeSubscriber> {
  await saveDevice(db, userId, subscriber.token, userAgent);
  return subscriber;
}
