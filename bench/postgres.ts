// The benchmark's PostgreSQL: a throwaway cluster from the shared script (Debian's package installed
// when missing), with the default durable settings so the numbers match a real server's.
import { startLocalPostgres } from '../scripts/local-postgres';
import type { LocalPostgres } from '../scripts/local-postgres';

export function startBenchPostgres(): Promise<LocalPostgres> {
  return startLocalPostgres({ database: 'kursownik_bench' });
}
