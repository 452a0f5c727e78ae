import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';

/** Only the sha256 of a refresh token is stored; the token itself lives with the client. */
export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

export const newRandomToken = () => randomBytes(32).toString('base64url');

/**
 * A spent token's successor is derived from it with the server secret, so within the grace window
 * the server can hand the same successor to a second tab without ever storing a token in clear.
 */
const successorOf = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(`refresh-successor:${raw}`).digest('base64url');

export interface RefreshGrant {
  raw: string;
  userId: number;
  impersonatorId: number | null;
}

/** Starts a family at login; its absolute expiry is never extended by rotation. */
export async function startFamily(
  db: Db,
  userId: number,
  ttlSeconds: number,
  impersonatorId: number | null = null,
): Promise<string> {
  const raw = newRandomToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(raw),
    userId,
    familyId: randomUUID(),
    impersonatorId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return raw;
}

const MAX_CHAIN = 20;

/** Told, inside the revoking transaction, that a spent token came back (a likely theft). */
export type OnReuse = (tx: Db, family: { userId: number; impersonatorId: number | null }) => Promise<void>;

/**
 * Spends `raw` and returns its successor. A token spent less than `graceSeconds` ago yields the
 * family's live token (two tabs refreshing at once); later reuse revokes the whole family and calls
 * `onReuse`. Returns null for unknown, revoked, expired or reused tokens.
 */
export async function rotate(
  db: Db,
  raw: string,
  secret: string,
  graceSeconds: number,
  onReuse: OnReuse = async () => {},
): Promise<RefreshGrant | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(raw)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    const grant = { userId: row.userId, impersonatorId: row.impersonatorId };

    if (!row.usedAt) {
      const next = successorOf(secret, raw);
      const [created] = await tx
        .insert(refreshTokens)
        .values({ tokenHash: hashToken(next), ...grant, familyId: row.familyId, expiresAt: row.expiresAt })
        .returning({ id: refreshTokens.id });
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, replacedById: created?.id ?? null })
        .where(eq(refreshTokens.id, row.id));
      return { raw: next, ...grant };
    }

    if (now.getTime() - row.usedAt.getTime() < graceSeconds * 1000) {
      let currentRaw = raw;
      for (let i = 0; i < MAX_CHAIN; i++) {
        currentRaw = successorOf(secret, currentRaw);
        const [current] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(currentRaw)));
        if (!current || current.revokedAt) return null;
        if (!current.usedAt) return { raw: currentRaw, ...grant };
      }
      return null;
    }

    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    await onReuse(tx, grant);
    return null;
  });
}

/**
 * Logout: revokes the family of `raw`, if there is one. Answers whose family it was when this call
 * revoked something (null when unknown or already revoked), so ending a preview can be recorded once.
 */
export async function revokeFamilyOf(
  db: Db,
  raw: string,
): Promise<{ userId: number; impersonatorId: number | null } | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(raw)));
  if (!row) return null;
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId, impersonatorId: refreshTokens.impersonatorId });
  return revoked[0] ?? null;
}

/** Password reset: every session of the user ends. */
export async function revokeAllOf(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
