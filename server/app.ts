import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import './fastify-context';
import { auditImpersonatedWrites } from './audit/impersonation-audit';
import { securityAuditLogRoutes } from './audit/security-audit-log.routes';
import { firstStepsRoutes } from './resources/first-steps/first-steps.routes';
import { authRoutes } from './auth/auth.routes';
import { passwordResetRoutes } from './auth/password-reset.routes';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Database } from './db/client';
import { closeUnusedConnections } from './http/close-unused-connections';
import { denyByDefault } from './http/deny-by-default';
import { limitTokenGuesses } from './http/token-guess-limit';
import { errorHandler } from './http/errors';
import { refuseNulCharacters } from './http/null-character';
import { healthRoutes } from './http/health.routes';
import { registerApiDocs } from './http/api-docs/api-docs.routes';
import { routeServicesFor } from './geo/route-services';
import { genReqId, loggerOptions } from './http/logging';
import { registerSecurityHeaders } from './http/security';
import { cspReportRoutes } from './http/csp-reports.routes';
import { registerSpa } from './http/spa';
import { passengersAdminRoutes } from './resources/passengers/passengers-admin.routes';
import { contractSerializerCompiler, zodValidatorCompiler } from './http/zod-provider';
import { releaseClaims } from './outbox/deliver';
import { createOutbox, createOutboxAdapter } from './outbox/worker';
import { usersRoutes } from './resources/users/users.routes';
import { pushConfigRoutes } from './push/push-config.routes';
import { pushDevicesRoutes } from './push/push-devices.routes';
import { reportSubscriptionRoutes } from './resources/report-subscriptions/report-subscriptions.routes';
import { userPhoneRoutes } from './resources/user-phones/user-phones.routes';
import { courseRoutes } from './resources/courses/courses.routes';
import { rideListRoutes } from './resources/courses/ride-list.routes';
import { courseWriteRoutes } from './resources/course-writes/course-writes.routes';
import { rideTransitionRoutes } from './resources/ride-transitions/ride-transitions.routes';
import { eventRoutes } from './events/events.routes';
import { placesRoutes } from './resources/places/places.routes';
import { passengerListRoutes } from './resources/passengers/passenger-list.routes';
import { userListRoutes } from './resources/users/user-list.routes';
import { companiesRoutes } from './resources/companies/companies.routes';
import { companyAdminRoutes } from './resources/companies/company-admin.routes';
import { locomotiveRoutes } from './resources/locomotives/locomotives.routes';
import { fuelRoutes } from './resources/fuel/fuel.routes';
import { carsRoutes } from './resources/cars/cars.routes';
import { brandsRoutes } from './resources/cars/brands.routes';
import { transferProtocolsRoutes } from './resources/transfer-protocols/protocols.routes';
import { passengerChangesRoutes } from './resources/passenger-changes/passenger-changes.routes';
import { invoicesRoutes } from './resources/invoices/invoices.routes';
import { employeeRequestsRoutes } from './resources/employee-requests/employee-requests.routes';
import { courseReportRoutes } from './reports/course-report.routes';
import { kilometerReportRoutes } from './reports/kilometer-report.routes';
import { fleetReportRoutes } from './reports/fleet-report.routes';
import { courseInfoRoutes } from './resources/course-info/course-info.routes';
import { calendarFeedRoutes } from './resources/calendar-feeds/calendar-feeds.routes';
import { trackingRoutes } from './resources/tracking/tracking.routes';
import { courseSeriesRoutes } from './resources/course-series/course-series.routes';
import { rideMessageRoutes } from './resources/ride-messages/ride-messages.routes';
import { bulkSettleRoutes } from './resources/settlement/bulk-settle.routes';
import { financeRoutes } from './resources/finance/finance.routes';
import { kilometerSettlementRoutes } from './resources/kilometer-settlement/kilometer-settlement.routes';
import { taxiSettlementRoutes } from './resources/settlement/taxi-settlement.routes';
import { rideTalkRoutes } from './resources/ride-talk/ride-talk.routes';
import { rideRelationRoutes } from './resources/ride-relation/ride-relation.routes';
import { createLocalitySearch, type PostFetch } from './geo/google-place-search';
import { driversAdminRoutes } from './resources/drivers/drivers-admin.routes';
import { geocodeRoutes } from './resources/places/geocode.routes';
import { createReverseGeocoder } from './geo/google-reverse-geocode';
import type { FetchLike } from './geo/route-estimate';
import { basesAdminRoutes } from './resources/starting-bases/bases-admin.routes';

const JSON_TYPES = ['application/ld+json', 'application/merge-patch+json'];

/** What the app reaches outside itself with; tests pass fakes (Google is unreachable from tests). */
export interface AppAdapters {
  /** fetch for Google Places (default: the global fetch). */
  fetch?: PostFetch;
  /** fetch for Google's Geocoding API (the map editor's reverse geocoding; default the global fetch). */
  geocodeFetch?: FetchLike;
  /** The clock of the course list's date rules (default: the system clock); tests pin it. */
  now?: () => Date;
}

function reverseGeocoderFor(config: Config, adapters: AppAdapters, app: FastifyInstance) {
  return createReverseGeocoder(config.googleMapsApiKey, {
    ...(adapters.geocodeFetch ? { fetch: adapters.geocodeFetch } : {}),
    onFallback: (reason) => app.log.warn({ reason }, 'Google reverse geocoding failed; gazetteer used'),
  });
}

/**
 * Builds the API (and the SPA, when built) from config. Opens and migrates the database unless one
 * is given; a database opened here is closed with the app.
 */
export async function buildApp(
  config: Config,
  database?: Database,
  adapters: AppAdapters = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    // Bounded requests (docs/security.md): a slow client cannot hold a connection for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    trustProxy: config.trustProxy,
    genReqId,
    requestIdHeader: false,
    // The router's own refusals (a path segment that is not UTF-8: 400; longer than maxParamLength: 414)
    // get the one error handler's hydra:Error with a Polish message, like every other refusal.
    frameworkErrors: errorHandler,
  });
  const db = database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  // The embedded database is this process's alone (its data-directory lock): a claim left in it was
  // made by a process that died mid-send, so the message goes out again now (ADR 008).
  if (!database && db.kind === 'pglite') {
    const released = await releaseClaims(db.db);
    if (released > 0) app.log.warn({ released }, 'outbox: claims of a stopped process released');
  }

  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('db', db.db);
  app.decorate(
    'outbox',
    createOutbox(
      db.db,
      createOutboxAdapter(config, app.log, db.db),
      app.log,
      config.outboxIntervalMs,
      config.outboxClaimLeaseMs,
    ),
  );
  app.decorate('routes', routeServicesFor(config.googleMapsApiKey));
  app.decorate('reportJob', { runNow: () => Promise.resolve() });
  app.decorateRequest('user', null);
  app.decorateRequest('dataVersion', null);
  app.addHook('onClose', async () => {
    await app.outbox.stop();
    if (!database) await db.close();
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  app.setErrorHandler(errorHandler);
  denyByDefault(app);
  limitTokenGuesses(app, { maxMisses: config.tokenMissLimit, windowSeconds: config.tokenMissWindowSeconds });
  refuseNulCharacters(app);
  auditImpersonatedWrites(app);
  closeUnusedConnections(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // The API speaks JSON only: other bodies are a 415, JSON-LD flavours parse as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  await registerSecurityHeaders(app);
  await registerApiDocs(app);
  await app.register(healthRoutes);
  await app.register(cspReportRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(usersRoutes);
  await app.register(pushConfigRoutes);
  await app.register(pushDevicesRoutes);
  await app.register(reportSubscriptionRoutes);
  await app.register(courseRoutes, { now: adapters.now });
  await app.register(rideListRoutes);
  await app.register(courseWriteRoutes);
  await app.register(courseSeriesRoutes);
  await app.register(rideTransitionRoutes);
  await app.register(rideRelationRoutes);
  await app.register(courseReportRoutes);
  await app.register(kilometerReportRoutes, { now: adapters.now });
  await app.register(fleetReportRoutes, { now: adapters.now });
  await app.register(courseInfoRoutes);
  await app.register(calendarFeedRoutes, { now: adapters.now });
  await app.register(trackingRoutes, { now: adapters.now });
  await app.register(rideMessageRoutes);
  await app.register(bulkSettleRoutes);
  await app.register(kilometerSettlementRoutes, { now: adapters.now });
  await app.register(taxiSettlementRoutes, { now: adapters.now });
  await app.register(rideTalkRoutes);
  await app.register(placesRoutes, {
    localitySearch: createLocalitySearch(config.googleMapsApiKey, {
      ...(adapters.fetch ? { fetch: adapters.fetch } : {}),
      onFallback: (reason) => app.log.warn({ reason }, 'Google place search failed; gazetteer used'),
    }),
  });
  await app.register(geocodeRoutes, { reverseGeocoder: reverseGeocoderFor(config, adapters, app) });
  await app.register(passengerListRoutes);
  await app.register(userListRoutes);
  await app.register(passengersAdminRoutes, { now: adapters.now });
  await app.register(companiesRoutes);
  await app.register(companyAdminRoutes);
  await app.register(locomotiveRoutes);
  await app.register(fuelRoutes);
  // Cars, brands and transfer protocols (issue 16, part cars).
  await app.register(carsRoutes);
  await app.register(brandsRoutes);
  await app.register(transferProtocolsRoutes);
  // The passenger-change register (issue 17, part pchanges).
  await app.register(passengerChangesRoutes);
  await app.register(invoicesRoutes, { now: adapters.now });
  await app.register(financeRoutes, { now: adapters.now });
  await app.register(driversAdminRoutes);
  await app.register(userPhoneRoutes);
  await app.register(basesAdminRoutes);
  await app.register(securityAuditLogRoutes);
  // 'Pierwsze kroki' of an empty installation (issue 31).
  await app.register(firstStepsRoutes);
  // Employee requests with chat (issue 17, part requests).
  await app.register(employeeRequestsRoutes, { now: adapters.now });
  await app.register(eventRoutes, { heartbeatMs: config.eventHeartbeatMs, now: adapters.now });
  await registerSpa(app, config.staticDir);
  return app;
}
