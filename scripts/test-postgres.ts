// The `postgres` Vitest project (`*.postgres.test.ts`: what PGlite cannot show, such as truly
// overlapping transactions, two API processes behind nginx) against a throwaway PostgreSQL that lives
// only for this run.
// Extra arguments go to Vitest (e.g. a file name).
import { spawn } from 'node:child_process';
import { ensureNginxInstalled } from './local-nginx';
import { startLocalPostgres } from './local-postgres';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
// The two-process test runs behind the README's nginx (scripts/local-nginx.ts): installed here, when
// missing, so apt-get's time is not spent inside a test's hook timeout.
console.log(`nginx: ${ensureNginxInstalled()} (${seconds()} s)`);
const postgres = await startLocalPostgres({ database: 'kursownik_test', fast: true });
console.log(`PostgreSQL ready in ${seconds()} s: ${postgres.url}`);

// Its own process group, so a signal reaches Vitest's workers too, not only the npx in front of them.
const vitest = spawn('npx', ['vitest', 'run', '--project', 'postgres', ...process.argv.slice(2)], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, TEST_POSTGRES_URL: postgres.url },
});

// Ctrl-C or a CI timeout must not leave a server running: end Vitest, stop the server, then die
// of the same signal.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    if (vitest.pid !== undefined && vitest.exitCode === null) {
      try {
        process.kill(-vitest.pid, signal);
      } catch {
        // Already gone.
      }
    }
    postgres.stop();
    process.kill(process.pid, signal);
  });
}

const status = await new Promise<number>((resolve) => {
  vitest.once('error', (error) => {
    console.error(error);
    resolve(1);
  });
  vitest.once('exit', (code) => resolve(code ?? 1));
});
postgres.stop();
console.log(`PostgreSQL tests took ${seconds()} s in all.`);
// Vitest's status becomes ours; no forced exit, so the last lines are flushed.
process.exitCode = status;
