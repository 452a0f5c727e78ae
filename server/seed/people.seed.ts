import { eq } from 'drizzle-orm';
import { normalizeRoles } from '../../domain/auth/roles';
import type { Role } from '../../domain/auth/roles';
import { drivers, passengers, places, userPhones, userRoles, users } from '../db/schema';
import { DRIVERS, PASSENGERS, STAFF, emailFor } from './people.data';
import type { PersonSeed } from './people.data';
import { idOf } from './seed-ids';
import type { Tx } from '../db/client';
import type { Ids } from './seed-ids';

export interface PeopleContext {
  passwordHash: string;
  demoUsers: readonly { username: string; roles: Role[]; company: string | null }[];
  companyIds: Ids;
  /** Keyed `<company>|<group>`. */
  groupIds: Ids;
  baseIds: Ids;
}

interface UserSeed {
  person: PersonSeed;
  roles: Role[];
  company: string | null;
  group: string | null;
}

/** Every person as a user: demo logins keep their listed roles and company, others get the default ones. */
function userSeeds(ctx: PeopleContext): UserSeed[] {
  const demo = new Map(ctx.demoUsers.map((user) => [user.username, user]));
  const seeds: UserSeed[] = [
    ...STAFF.map((person) => {
      const login = demo.get(person.username);
      if (!login) throw new Error(`Staff member ${person.username} is not a demo login`);
      return { person, roles: login.roles, company: login.company, group: null };
    }),
    ...PASSENGERS.map((person) => ({
      person,
      roles: demo.get(person.username)?.roles ?? passengerRoles(person.kilometerCourse),
      company: person.employer,
      group: `${person.employer}|${person.group}`,
    })),
    ...DRIVERS.map((person) => ({
      person,
      roles: demo.get(person.username)?.roles ?? (['ROLE_DRIVER'] as Role[]),
      company: person.transportCompany,
      group: null,
    })),
  ];
  const seeded = new Set(seeds.map((seed) => seed.person.username));
  const missing = ctx.demoUsers.filter((user) => !seeded.has(user.username));
  if (missing.length > 0)
    throw new Error(`Demo logins without a person: ${missing.map((u) => u.username).join(', ')}`);
  return seeds;
}

function passengerRoles(kilometerCourse: boolean): Role[] {
  return kilometerCourse ? ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'] : ['ROLE_PASSENGER'];
}

/** Inserts users with roles and main phones, then passengers with home places and drivers. */
export async function insertPeople(tx: Tx, ctx: PeopleContext): Promise<void> {
  const seeds = userSeeds(ctx);
  const rows = await tx
    .insert(users)
    .values(
      seeds.map(({ person, company, group }) => ({
        username: person.username,
        passwordHash: ctx.passwordHash,
        firstname: person.firstname,
        surname: person.surname,
        email: emailFor(person.username),
        companyId: company === null ? null : idOf(ctx.companyIds, company),
        employeeGroupId: group === null ? null : idOf(ctx.groupIds, group),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userIds = new Map(rows.map((row) => [row.username, row.id]));
  await tx
    .insert(userRoles)
    .values(
      seeds.flatMap(({ person, roles }) =>
        normalizeRoles(roles).map((role) => ({ userId: idOf(userIds, person.username), role })),
      ),
    );
  await tx.insert(userPhones).values(
    seeds.map(({ person }) => ({
      userId: idOf(userIds, person.username),
      phone: person.phone,
      main: true,
    })),
  );
  await insertPassengers(tx, ctx, userIds);
  await tx.insert(drivers).values(
    DRIVERS.map((driver) => ({
      userId: idOf(userIds, driver.username),
      transportCompanyId: idOf(ctx.companyIds, driver.transportCompany),
      startingBaseId: idOf(ctx.baseIds, driver.startingBase),
      employedSince: driver.employedSince,
    })),
  );
}

async function insertPassengers(tx: Tx, ctx: PeopleContext, userIds: Ids): Promise<void> {
  const homes = await tx
    .insert(places)
    .values(
      PASSENGERS.map((passenger) => ({
        type: 'home',
        name: `${passenger.firstname} ${passenger.surname}`,
        address: passenger.home.address,
        latitude: passenger.home.latitude,
        longitude: passenger.home.longitude,
        companyId: idOf(ctx.companyIds, passenger.employer),
        userId: idOf(userIds, passenger.username),
      })),
    )
    .returning({ id: places.id, userId: places.userId });
  for (const home of homes) {
    if (home.userId !== null)
      await tx.update(users).set({ homePlaceId: home.id }).where(eq(users.id, home.userId));
  }
  await tx.insert(passengers).values(
    PASSENGERS.map((passenger) => ({
      userId: idOf(userIds, passenger.username),
      employerId: idOf(ctx.companyIds, passenger.employer),
      employeeGroupId: idOf(ctx.groupIds, `${passenger.employer}|${passenger.group}`),
    })),
  );
}
