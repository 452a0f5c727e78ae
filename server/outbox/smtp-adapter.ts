import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { assertOutsideTransaction } from '../db/transaction-guard';
import { attachmentsOf } from './attachments';
import { PermanentDeliveryError } from './deliver';
import type { OutboxAdapter } from './deliver';

/** Port for an SMS provider (http-sms-gateway.ts is the HTTP one). */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

/**
 * With SMTP configured but no SMS_GATEWAY_URL there is no offline fallback for SMS, so an SMS fails at
 * once (status `failed`, last_error says why) instead of pretending it was delivered.
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

/** E-mail bodies are HTML; the plain-text part is the same without tags. */
export const htmlToText = (html: string) =>
  html
    // A link keeps its address in the plain text: `label: https://...`.
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2: $1')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** E-mail through SMTP (nodemailer, SMTP_URL); SMS through the given gateway. */
export function smtpAdapter(smtpUrl: string, from: string, sms: SmsGateway): OutboxAdapter {
  // nodemailer (some 60 modules, several MB resident) is loaded with the first e-mail, not at start:
  // an API process that only serves requests and streams never pays for it (ADR 012).
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then((module) => module.default.createTransport(smtpUrl)));
  return {
    async send(message) {
      if (message.channel === 'sms') return sms.send(message.recipient, message.body);
      if (message.channel !== 'email') throw new PermanentDeliveryError(`Unknown channel ${message.channel}`);
      assertOutsideTransaction('SMTP');
      await (
        await transportOf()
      ).sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        html: message.body,
        text: htmlToText(message.body),
        attachments: attachmentsOf(message.attachments).map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: Buffer.from(file.base64, 'base64'),
        })),
      });
    },
  };
}
