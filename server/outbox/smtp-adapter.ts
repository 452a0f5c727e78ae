import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { PermanentDeliveryError } from './deliver';
import type { OutboxAdapter } from './deliver';

/** Port for a real SMS provider; add an implementation and pass it to `smtpAdapter`. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

/**
 * The only SmsGateway so far: with SMTP configured there is no offline fallback for SMS, so an SMS
 * fails at once (status `failed`, last_error says why) instead of pretending it was delivered.
 */
export function unconfiguredSmsGateway(log: FastifyBaseLogger): SmsGateway {
  return {
    send(phone) {
      log.warn({ recipient: phone.slice(0, 3) + '***' }, 'SMS not sent: no SMS gateway is configured');
      return Promise.reject(
        new PermanentDeliveryError('Nie skonfigurowano bramki SMS (SMS gateway not configured)'),
      );
    },
  };
}

/** E-mail through SMTP (nodemailer, SMTP_URL); SMS through the given gateway. */
export function smtpAdapter(smtpUrl: string, from: string, sms: SmsGateway): OutboxAdapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      if (message.channel === 'sms') return sms.send(message.recipient, message.body);
      if (message.channel !== 'email') throw new PermanentDeliveryError(`Unknown channel ${message.channel}`);
      await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}
