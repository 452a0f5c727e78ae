// Fails when server/db/schema.ts has changes that no migration in server/db/migrations covers.
import { execSync } from 'node:child_process';
import { mkdtempSync, cpSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scratch = mkdtempSync(join(tmpdir(), 'kursownik-migrations-'));
try {
  cpSync('server/db/migrations', scratch, { recursive: true });
  const before = readdirSync(scratch).length;
  execSync(
    `npx drizzle-kit generate --dialect postgresql --schema ./server/db/schema.ts --schema ./server/db/course-schema.ts --out ${scratch}`,
    {
      stdio: 'pipe',
    },
  );
  if (readdirSync(scratch).length !== before) {
    console.error(
      'server/db/schema.ts changed without a migration: run `npm run db:generate -- --name <what>`.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
