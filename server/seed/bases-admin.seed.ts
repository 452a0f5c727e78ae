/**
 * Demo data of 'Lista noclegów' (issue 13, part B; docs/spec-decisions.md row 256): stays of crews at
 * the demo hotels around today, in every status, so that `admin` and `hotel` see a filled list. The
 * starting bases themselves are seeded with the places (places.seed.ts). Called once after the demo
 * data in `server/main.ts`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { warsawDay } from '../../domain/warsaw-time';
import type { Db } from '../db/client';
import { accommodations, hotelAccounts } from '../db/accommodations-schema';
import { places, users } from '../db/schema';

const DAY_MS = 86_400_000;
/** A Polish calendar day `offset` days from `now`. */
const day = (now: Date, offset: number) => warsawDay(new Date(now.getTime() + offset * DAY_MS));

export const DEMO_STAYS = [
  {
    hotel: 'Hotel Ibis Warszawa Centrum',
    from: -3,
    nights: 1,
    guests: 'Tomasz Wrona, Piotr Kaczmarek',
    rooms: 2,
    status: 'confirmed',
  },
  {
    hotel: 'Hotel Novotel Kraków Centrum',
    from: -1,
    nights: 2,
    guests: 'Andrzej Malinowski',
    rooms: 1,
    status: 'confirmed',
  },
  {
    hotel: 'Hotel Mercure Gdańsk Stare Miasto',
    from: 1,
    nights: 1,
    guests: 'Krzysztof Zając, Marek Lis',
    rooms: 2,
    status: 'booked',
  },
  {
    hotel: 'Hotel Ibis Poznań Centrum',
    from: 2,
    nights: 3,
    guests: 'Paweł Sikora',
    rooms: 1,
    status: 'booked',
  },
  {
    hotel: 'Hotel Campanile Wrocław Stare Miasto',
    from: 4,
    nights: 1,
    guests: 'Grzegorz Duda',
    rooms: 1,
    status: 'cancelled',
  },
] as const;

export async function seedBasesAdminDemo(db: Db, now: Date = new Date()): Promise<void> {
  const hotels = await db
    .select({ id: places.id, name: places.name })
    .from(places)
    .where(
      and(
        eq(places.type, 'hotel'),
        inArray(
          places.name,
          DEMO_STAYS.map((stay) => stay.hotel),
        ),
      ),
    );
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const idOf = new Map(hotels.map((hotel) => [hotel.name, hotel.id]));
  const rows = DEMO_STAYS.flatMap((stay) => {
    const hotelId = idOf.get(stay.hotel);
    return hotelId === undefined
      ? []
      : [
          {
            hotelId,
            checkIn: day(now, stay.from),
            checkOut: day(now, stay.from + stay.nights),
            guests: stay.guests,
            rooms: stay.rooms,
            status: stay.status,
            remarks: stay.status === 'booked' ? 'Przyjazd po 22:00, prośba o późne zameldowanie.' : null,
            createdById: admin?.id ?? null,
          },
        ];
  });
  if (rows.length > 0) await db.insert(accommodations).values(rows);
  // The demo `hotel` is the desk of every demo hotel (a chain's), so its list stays full (row 604).
  const [desk] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'hotel'));
  const chain = await db.select({ id: places.id }).from(places).where(eq(places.type, 'hotel'));
  if (desk && chain.length > 0)
    await db
      .insert(hotelAccounts)
      .values(chain.map((hotel) => ({ userId: desk.id, hotelId: hotel.id })))
      .onConflictDoNothing();
}
