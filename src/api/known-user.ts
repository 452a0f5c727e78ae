/**
 * The signed-in user as the server last described them, kept on the phone so that the shell starts
 * after a reload without a connection (issue 31). It is used only for the same session: the access
 * token's subject and the previewed user (X-Switch-User) must be those it was kept for, so a login-as
 * preview, a switch or another person signing in never starts with someone else's menu. Signing out
 * forgets it with everything else kept (src/lib/kept-on-phone.ts).
 */
import { z } from 'zod';
import { keep, readKept } from '@/lib/kept-on-phone';
import { getSwitchUser } from './switch-user';
import { decodeBase64Url, getToken } from './token-storage';
import { userSchema, type User } from './user.schema';

const KEY = 'current-user';
const keptSchema = z.object({ session: z.string(), user: userSchema });

/** Whom the stored access token was given to (its `sub`), or null without a readable token. */
function tokenSubject(): string | null {
  try {
    const claims = z
      .object({ sub: z.string() })
      .safeParse(JSON.parse(decodeBase64Url(getToken()?.split('.')[1] ?? '')));
    return claims.success ? claims.data.sub : null;
  } catch {
    return null;
  }
}

const sessionNow = (): string | null => {
  const subject = tokenSubject();
  return subject === null ? null : `${subject}|${getSwitchUser() ?? ''}`;
};

export function readKnownUser(): User | undefined {
  const kept = readKept(KEY, keptSchema);
  const session = sessionNow();
  return kept && session !== null && kept.session === session ? kept.user : undefined;
}

/** Keeps the user the server just sent (null forgets it: the server refused them). */
export function saveKnownUser(user: User | null): void {
  const session = sessionNow();
  keep(KEY, user && session !== null ? { session, user } : null);
}
