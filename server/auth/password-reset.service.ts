import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../domain/auth/auth.schema';
import { recordAudit, type RequestOrigin } from '../audit/audit-log';
import { passwordResetTokens, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { enqueueMessage } from '../outbox/enqueue';
import { findActiveUserByEmail, findActiveUsersByPhone } from '../resources/users/users.repository';
import { hashPassword } from './password';
import { revokeAllOf } from './refresh-tokens.repository';
import { bumpVersion } from '../http/versioning';

type Services = Pick<FastifyInstance, 'db' | 'config' | 'outbox'>;

export const RESET_TOKEN_TTL_SECONDS = 3600;

const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** `600 100 200`, `+48600100200`, `600-100-200` -> `600100200`; anything else -> null. */
export function normalizePhone(identifier: string): string | null {
  const digits = identifier.replace(/[\s-]/g, '').replace(/^(\+48|0048)/, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** The SMS of a reset by phone: one link, or one per account when several list the phone (row 896). */
function resetSms(links: readonly { username: string; link: string }[]): string {
  const [only] = links;
  if (only && links.length === 1)
    return `Kursownik: link do ustawienia nowego hasła (ważny 1 godzinę): ${only.link}`;
  const each = links.map(({ username, link }) => `konto ${username}: ${link}`).join('; ');
  return `Kursownik: ten numer ma kilka kont. Linki do ustawienia nowego hasła (ważne 1 godzinę): ${each}`;
}

/**
 * Sends a single-use reset link to the account's e-mail or phone, if an account matches. The caller
 * answers the same 202 either way, so the endpoint does not reveal which accounts exist. A phone on
 * several accounts (another company may have written it on its own person) gets a link for each, so
 * no one's copy of a number takes its owner's reset.
 */
export async function requestPasswordReset(
  { db, config, outbox }: Services,
  identifier: string,
  origin: RequestOrigin,
): Promise<void> {
  const phone = identifier.includes('@') ? null : normalizePhone(identifier);
  const byEmail = identifier.includes('@') ? await findActiveUserByEmail(db, identifier) : undefined;
  const matched = byEmail ? [byEmail] : phone ? await findActiveUsersByPhone(db, phone) : [];
  // The identifier itself (an e-mail or a phone) stays out of the log: only its kind is kept.
  const details = { channel: phone ? 'sms' : 'email', matched: matched.length > 0 };
  const [first] = matched;
  if (!first) {
    await recordAudit(db, origin, { type: 'password_reset_requested', actor: null, subject: null, details });
    return;
  }

  await db.transaction(async (tx) => {
    const links: { username: string; link: string }[] = [];
    for (const user of matched) {
      const raw = randomBytes(32).toString('base64url');
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashToken(raw),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      links.push({ username: user.username, link: `${config.publicUrl}/reset-password/${raw}` });
      const subject = { id: user.id, username: user.username };
      await recordAudit(tx, origin, { type: 'password_reset_requested', actor: null, subject, details });
    }
    await enqueueMessage(
      tx,
      phone
        ? { channel: 'sms', recipient: phone, body: resetSms(links), recipientUserId: first.id }
        : {
            channel: 'email',
            recipient: first.email ?? identifier,
            subject: 'Reset hasła w Kursowniku',
            body:
              `Dzień dobry,\n\notrzymaliśmy prośbę o zresetowanie hasła do konta ${first.username}.\n` +
              `Aby ustawić nowe hasło, otwórz link (ważny 1 godzinę):\n${links[0]?.link ?? ''}\n\n` +
              'Jeśli to nie Ty, zignoruj tę wiadomość - hasło pozostanie bez zmian.',
            recipientUserId: first.id,
          },
    );
  });
  outbox.kick();
}

/** Spends the token, sets the password and ends every session of the user. */
export async function resetPassword(
  { db }: Services,
  rawToken: string,
  password: string,
  origin: RequestOrigin,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const now = new Date();
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(rawToken)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!token) return false;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, version: bumpVersion(users.version) })
      .where(eq(users.id, token.userId));
    // Other links sent earlier die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllOf(tx, token.userId);
    const [user] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, token.userId));
    await recordAudit(tx, origin, { type: 'password_reset_completed', actor: null, subject: user ?? null });
    return true;
  });
  if (!done) throw new ApiError(400, MESSAGES.resetLinkInvalid);
}
