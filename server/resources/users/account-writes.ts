/** Checks of the 'Użytkownicy' edit beside the shared account writer (server/resources/accounts). */
import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Usernames are unique case-insensitively, deleted accounts included (they keep their history). */
export async function usernameTaken(db: Db, username: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        exceptId === null ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
