/**
 * `npm run create-user -- --username U --password P --roles ROLE_ADMIN[,ROLE_...] [--company-id N]
 *  [--firstname F --surname S --email E]` on the database the config names (DATABASE_URL / DATA_DIR).
 * With the embedded PGlite, stop the server first: one data directory serves one process at a time.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '../../domain/auth/auth.schema';
import { ROLES, isRole, normalizeRoles } from '../../domain/auth/roles';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Db } from '../db/client';
import { companies, userRoles, users } from '../db/schema';

/** A mistake of the person running the command: printed without a stack, exit code 1. */
export class UsageError extends Error {}

const USAGE =
  'Użycie: npm run create-user -- --username U --password P --roles ROLE_ADMIN[,ROLE_...] ' +
  '[--company-id N] [--firstname F] [--surname S] [--email E]';

interface NewUser {
  username: string;
  password: string;
  roles: string[];
  companyId: number | null;
  firstname: string;
  surname: string;
  email: string | null;
}

export function parseCreateUserArgs(argv: string[]): NewUser {
  const { values } = parseArgs({
    args: argv,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string' },
      'company-id': { type: 'string' },
      firstname: { type: 'string' },
      surname: { type: 'string' },
      email: { type: 'string' },
    },
    strict: true,
  });
  const username = values.username?.trim() ?? '';
  if (!username || username.length > USERNAME_MAX_LENGTH) throw new UsageError(`Podaj --username. ${USAGE}`);
  const password = values.password ?? '';
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new UsageError(`Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków (--password).`);
  }
  const roles = (values.roles ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  if (roles.length === 0) throw new UsageError(`Podaj --roles. ${USAGE}`);
  const unknown = roles.filter((role) => !isRole(role));
  if (unknown.length > 0) {
    throw new UsageError(`Nieznane role: ${unknown.join(', ')}. Dostępne: ${ROLES.join(', ')}`);
  }
  const companyText = values['company-id'];
  const companyId = companyText === undefined ? null : Number(companyText);
  if (companyId !== null && !(Number.isSafeInteger(companyId) && companyId > 0)) {
    throw new UsageError('--company-id musi być dodatnią liczbą całkowitą.');
  }
  return {
    username,
    password,
    roles,
    companyId,
    firstname: values.firstname ?? '',
    surname: values.surname ?? '',
    email: values.email?.trim() || null,
  };
}

export async function createUser(db: Db, input: NewUser): Promise<number> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`);
  if (taken) throw new UsageError(`Użytkownik o nazwie ${input.username} już istnieje.`);
  if (input.email) {
    const [emailTaken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`);
    if (emailTaken) throw new UsageError(`Adres e-mail ${input.email} jest już używany.`);
  }
  if (input.companyId !== null) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.companyId));
    if (!company) throw new UsageError(`Nie ma firmy o id ${input.companyId}.`);
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        firstname: input.firstname,
        surname: input.surname,
        email: input.email,
        companyId: input.companyId,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned no row');
    await tx.insert(userRoles).values(normalizeRoles(input.roles).map((role) => ({ userId: row.id, role })));
    return row.id;
  });
}

async function run() {
  let input: NewUser;
  try {
    input = parseCreateUserArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    const id = await createUser(database.db, input);
    console.log(
      `Utworzono użytkownika ${input.username} (id ${id}) z rolami ${normalizeRoles(input.roles).join(', ')}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Nie udało się utworzyć użytkownika:', error);
      process.exit(1);
    },
  );
}
