import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { deviceTokenSchema, isPushEndpoint, parseDeviceToken, PUSH_MESSAGES } from './push-subscription';

const keys = {
  p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const token = (endpoint: string, extra: object = {}) => JSON.stringify({ endpoint, keys, ...extra });

describe('device token = a push subscription', () => {
  it('accepts what browsers produce (FCM, Mozilla, Apple) and null', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(parseDeviceToken(token(endpoint, { expirationTime: null }))?.endpoint).toBe(endpoint);
    }
    expect(deviceTokenSchema.safeParse(null).success).toBe(true);
  });

  it.each([
    ['not JSON', 'fcm-token-123'],
    ['no keys', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x' })],
    ['http', token('http://fcm.googleapis.com/x')],
    ['localhost', token('https://localhost:8443/x')],
    ['an IPv4 literal', token('https://127.0.0.1/x')],
    ['an IPv6 literal', token('https://[::1]/x')],
    ['a bare host', token('https://intranet/x')],
    ['credentials', token('https://u:p@fcm.googleapis.com/x')],
    ['any other public host', token('https://attacker.example.com/x')],
    ['a look-alike of a push service', token('https://fcm.googleapis.com.attacker.pl/x')],
    ['a name ending like one without the dot', token('https://evilpush.apple.com.pl/x')],
    ['too long', token(`https://fcm.googleapis.com/${'a'.repeat(4096)}`)],
  ])('refuses %s with the Polish message', (_name, value) => {
    const result = deviceTokenSchema.safeParse(value);
    expect(result.success).toBe(false);
    const expected = value.length > 4096 ? VALIDATION_MESSAGES.tooLong : PUSH_MESSAGES.invalidToken;
    expect(result.error?.issues[0]?.message).toBe(expected);
  });

  it('reads endpoints without throwing on garbage', () => {
    expect(isPushEndpoint('::::')).toBe(false);
  });
});
