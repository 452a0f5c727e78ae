/**
 * Demo employee requests (issue 17, part requests; docs/spec-decisions.md row 541): pasazer (PKP
 * Intercity) has open requests answered by the office and a finished one; the newest open request
 * waits unread for admin and for firma, the ROLE_EMPLOYEE_REQUEST watcher of PKP Intercity. All lie
 * within the 60 days the office loads (§9). Called once after the demo data in `server/main.ts`.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  employeeRequestMessageViews,
  employeeRequestMessages,
  employeeRequests,
} from '../db/employee-requests-schema';
import { users } from '../db/schema';

const HOUR_MS = 3_600_000;

interface DemoMessage {
  author: 'pasazer' | 'admin' | 'firma';
  hoursAgo: number;
  text: string;
  viewedBy: readonly ('pasazer' | 'admin' | 'firma')[];
}

interface DemoRequest {
  status: 'open' | 'finished';
  messages: readonly DemoMessage[];
}

export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    status: 'finished',
    messages: [
      {
        author: 'pasazer',
        hoursAgo: 400,
        text: 'Taksówka do Kutna nie przyjechała o 4:10.',
        viewedBy: ['admin'],
      },
      {
        author: 'admin',
        hoursAgo: 399,
        text: 'Wysłaliśmy zastępczy kurs, kierowca będzie za 15 minut.',
        viewedBy: ['pasazer'],
      },
      { author: 'pasazer', hoursAgo: 398, text: 'Dziękuję, dojechałem.', viewedBy: ['admin'] },
    ],
  },
  {
    status: 'open',
    messages: [
      {
        author: 'pasazer',
        hoursAgo: 30,
        text: 'Proszę o zmianę godziny odbioru w piątek na 5:30.',
        viewedBy: ['admin', 'firma'],
      },
      { author: 'firma', hoursAgo: 28, text: 'Zmienione, potwierdzenie przyjdzie SMS-em.', viewedBy: [] },
    ],
  },
  {
    status: 'open',
    messages: [
      {
        author: 'pasazer',
        hoursAgo: 3,
        text: 'W samochodzie zostawiłem teczkę z dokumentami przewozowymi.',
        viewedBy: [],
      },
    ],
  },
];

export async function seedEmployeeRequestsDemo(db: Db): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['pasazer', 'admin', 'firma']));
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  const id = (name: string) => {
    const found = idOf.get(name);
    if (found === undefined) throw new Error(`Demo user ${name} is missing`);
    return found;
  };
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_REQUESTS.entries()) {
      const first = demo.messages[0];
      const [request] = await tx
        .insert(employeeRequests)
        .values({
          status: demo.status,
          createdById: id('pasazer'),
          createdAt: new Date(now - (first?.hoursAgo ?? 0) * HOUR_MS),
        })
        .returning({ id: employeeRequests.id });
      if (!request) continue;
      for (const [n, message] of demo.messages.entries()) {
        const [stored] = await tx
          .insert(employeeRequestMessages)
          .values({
            requestId: request.id,
            text: message.text,
            createdById: id(message.author),
            createdAt: new Date(now - message.hoursAgo * HOUR_MS),
            idempotencyKey: `demo-request-${index}-${n}`,
          })
          .returning({ id: employeeRequestMessages.id });
        if (!stored || message.viewedBy.length === 0) continue;
        await tx
          .insert(employeeRequestMessageViews)
          .values(message.viewedBy.map((viewer) => ({ messageId: stored.id, userId: id(viewer) })));
      }
    }
  });
}
