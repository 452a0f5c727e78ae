// Fails when a schema file of drizzle.config.ts has changes that no migration in server/db/migrations
// covers: drizzle-kit generates into a scratch copy of the migrations with drizzle.config.ts's own
// schema list (so a new schema file is checked without an edit here), and must find nothing to add.
//
// Why a scratch config and not CLI flags: drizzle-kit takes one `--schema` (the last of several), so
// a list on the command line checked one file; and it reads `--out` relative to the working directory,
// so an absolute scratch path under /tmp compared against no migrations at all.
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

mkdirSync('node_modules/.cache', { recursive: true });
const scratch = mkdtempSync(join('node_modules/.cache', 'kursownik-migrations-'));
const out = join(scratch, 'migrations');
const config = join(scratch, 'drizzle.config.ts');
let changed = false;
try {
  cpSync('server/db/migrations', out, { recursive: true });
  writeFileSync(
    config,
    `import base from '../../../drizzle.config';\nexport default { ...base, out: './${out}' };\n`,
  );
  const before = readdirSync(out).length;
  execSync(`npx drizzle-kit generate --config ${config}`, { stdio: 'pipe' });
  changed = readdirSync(out).length !== before;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (changed) {
  console.error('The schema changed without a migration: run `npm run db:generate -- --name <what>`.');
  process.exitCode = 1;
} else console.log('Migrations match the schema.');
