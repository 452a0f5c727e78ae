import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts (`npm run db:generate`) and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/course-schema.ts',
    './server/db/kilometer-settlement-schema.ts',
    './server/db/finance-schema.ts',
    './server/db/settlement-schema.ts',
    './server/db/drivers-admin-schema.ts',
    './server/db/accommodations-schema.ts',
    './server/db/audit-schema.ts',
    './server/db/fleet-schema.ts',
    './server/db/fuel-schema.ts',
    './server/db/transfer-protocols-schema.ts',
    './server/db/passenger-changes-schema.ts',
    './server/db/invoices-schema.ts',
    './server/db/employee-requests-schema.ts',
    './server/db/report-subscriptions-schema.ts',
  ],
  out: './server/db/migrations',
});
