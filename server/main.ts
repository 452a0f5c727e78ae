import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { users } from './db/schema';
import { startAcceptanceDeadlineJob } from './jobs/acceptance-deadline.worker';
import { startReportSubscriptionJob } from './jobs/report-subscriptions.worker';
import { startPositionRetentionJob } from './jobs/position-retention.worker';

/** Seeds an empty database (SEED=demo) and returns the demo logins to print, if they exist. */
async function prepareDemo(app: FastifyInstance) {
  if (app.config.seed !== 'demo') return null;
  // Loaded only when wanted: production (SEED=none) never imports the demo data.
  const demo = await import('./seed/demo');
  const [row] = await app.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) === 0) {
    app.log.info('empty database: seeding demo data');
    await demo.seedDemo(app.db);
    const { seedDemoCourses } = await import('./seed/courses');
    await seedDemoCourses(app.db);
    const { seedKilometerSettlement } = await import('./seed/kilometer-settlement.seed');
    await seedKilometerSettlement(app.db, new Date());
    await (await import('./seed/reports.seed')).seedReportDemo(app.db);
    const { seedFinanceDemo } = await import('./seed/finance.seed');
    await seedFinanceDemo(app.db);
    await (await import('./seed/fleet-reports.seed')).seedFleetReports(app.db);
    await (await import('./seed/invoices.seed')).seedInvoicesDemo(app.db);
    await (await import('./seed/passengers-admin.seed')).seedPassengersAdminDemo(app.db);
    await (await import('./seed/users-admin.seed')).seedUsersAdminDemo(app.db);
    await (await import('./seed/settings.seed')).seedSettingsDemo(app.db);
    await (await import('./seed/calendar-feeds.seed')).seedCalendarFeedsDemo(app.db);
    await (await import('./seed/bases-admin.seed')).seedBasesAdminDemo(app.db);
    await (await import('./seed/security-audit.seed')).seedSecurityAuditDemo(app.db);
    await (await import('./seed/passenger-changes.seed')).seedPassengerChangesDemo(app.db);
    await (await import('./seed/employee-requests.seed')).seedEmployeeRequestsDemo(app.db);
    const { seedReportSubscriptionsDemo } = await import('./seed/report-subscriptions.seed');
    await seedReportSubscriptionsDemo(app.db, app.config.publicUrl);
    // The moving car of the tracking demo (issue 35). Only on the first seed: on a later start it
    // would take the latest started course of kierowca with pasazer, which may be one a user (or a
    // journey) started since, and rewrite its ride and positions.
    const moving = await (await import('./seed/tracking.seed')).seedTrackingDemo(app.db);
    // Beside it a car of another driver flagged as not going to its first stop (row 868).
    await (await import('./seed/stalled-car.seed')).seedStalledCarDemo(app.db, moving);
    // A series of crew transfers (issue 35 part 2), on the first seed only like every demo course.
    await (await import('./seed/course-series.seed')).seedCourseSeriesDemo(app.db);
  } else {
    // A later start: the rides waiting for the demo logins are planned again from today when past.
    const { refreshDemoActions } = await import('./seed/demo-refresh');
    if (await refreshDemoActions(app.db)) app.log.info('demo data: rides to act on planned from today');
  }
  const names = demo.DEMO_USERS.map((user) => user.username);
  const existing = await app.db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  if (existing.length === 0) return null;
  const present = new Set(existing.map((user) => user.username));
  return {
    password: demo.DEMO_PASSWORD,
    users: demo.DEMO_USERS.filter((user) => present.has(user.username)),
  };
}

function printDemoLogins(demo: NonNullable<Awaited<ReturnType<typeof prepareDemo>>>) {
  const width = Math.max(...demo.users.map((user) => user.username.length), 'Login'.length);
  const lines = [
    '',
    `Konta demonstracyjne (hasło: ${demo.password}):`,
    `  ${'Login'.padEnd(width)}  Opis`,
    ...demo.users.map((user) => `  ${user.username.padEnd(width)}  ${user.description}`),
    '',
  ];
  console.log(lines.join('\n'));
}

/** A stop takes well under a second; past this the operator is told what it still waits for. */
const LATE_SHUTDOWN_MS = 3_000;

/**
 * Says on stderr what a stop still waits for when it takes long (a journey once saw a stop pass 15 s
 * under load, issue 30): the phase, the open connections and Node's active resources. Unref'd: it never
 * holds the process itself.
 */
function reportLateShutdown(app: Awaited<ReturnType<typeof buildApp>>, phase: string) {
  const state = { phase };
  setTimeout(() => {
    app.server.getConnections((_error, connections) => {
      console.error(
        `Kursownik: zatrzymanie trwa ponad ${LATE_SHUTDOWN_MS / 1000} s. Czeka na: ${state.phase}; ` +
          `otwarte połączenia: ${connections}; zasoby: ${process.getActiveResourcesInfo().join(', ')}`,
      );
    });
  }, LATE_SHUTDOWN_MS).unref();
  return state;
}

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const demo = await prepareDemo(app);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Kursownik działa: http://localhost:${port}`);
  if (demo) printDemoLogins(demo);
  const deadlineJob = startAcceptanceDeadlineJob(app, config.acceptanceDeadlineIntervalMs);
  const reportJob = startReportSubscriptionJob(app, config.reportJobIntervalMs);
  app.reportJob = reportJob;
  const retentionJob = startPositionRetentionJob(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const stopping = reportLateShutdown(app, 'zadania terminów akceptacji, raportów i usuwania położeń');
    Promise.all([deadlineJob.stop(), reportJob.stop(), retentionJob.stop()])
      .then(() => {
        stopping.phase = 'serwer HTTP i baza danych';
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Kursownik nie wystartował:', error);
  process.exit(1);
});
