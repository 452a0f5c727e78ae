// Installs (Debian package) and starts a local PostgreSQL for the benchmark; returns its URL.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const run = (command: string) => execSync(command, { stdio: 'pipe' }).toString().trim();

export function startLocalPostgres(): string {
  if (!existsSync('/usr/lib/postgresql')) {
    console.log('Installing Debian postgresql...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
      stdio: 'inherit',
    });
  }
  const version = readdirSync('/usr/lib/postgresql').sort().at(-1);
  if (!version) throw new Error('PostgreSQL is not installed.');
  const clusters = run('pg_lsclusters -h || true');
  if (!clusters.includes(version)) run(`pg_createcluster ${version} main`);
  run(`pg_ctlcluster ${version} main start || true`);
  const psql = (query: string) => run(`su postgres -c "psql -tAc \\"${query}\\""`);
  if (psql("select 1 from pg_roles where rolname='kursownik_bench'") !== '1') {
    psql("create role kursownik_bench login password 'kursownik_bench'");
  }
  psql('drop database if exists kursownik_bench');
  psql('create database kursownik_bench owner kursownik_bench');
  return 'postgres://kursownik_bench:kursownik_bench@127.0.0.1:5432/kursownik_bench';
}
