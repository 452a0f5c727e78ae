import { assertOutsideTransaction } from '../db/transaction-guard';
import { PermanentDeliveryError } from './deliver';
import { smsNumber } from './phone-number';
import type { SmsGateway } from './smtp-adapter';

const TIMEOUT_MS = 10_000;

/**
 * An SMS provider behind one HTTP call (SMS_GATEWAY_URL): `POST {"to": "+48600100200", "text": "..."}`
 * (E.164, libphonenumber-js) with `Authorization: Bearer SMS_GATEWAY_TOKEN` when set. 2xx = sent; 4xx =
 * the provider refuses this message (no retry); 5xx, timeouts and network errors are retried by the
 * outbox. A number that is no phone number is refused here, before any call, for good.
 */
export function httpSmsGateway(url: string, token?: string): SmsGateway {
  return {
    async send(phone, text) {
      const to = smsNumber(phone);
      if (to === null)
        throw new PermanentDeliveryError(`Nieprawidłowy numer telefonu: ${phone.slice(0, 20)}`);
      assertOutsideTransaction('Bramka SMS');
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return;
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      const message = `Bramka SMS odpowiedziała ${response.status}${detail ? `: ${detail}` : ''}`;
      if (response.status >= 400 && response.status < 500) throw new PermanentDeliveryError(message);
      throw new Error(message);
    },
  };
}
