// Debian packages the tests need (PostgreSQL, nginx, Chromium), installed with apt-get when missing.
// Root only: CI and fresh machines run as root; elsewhere the caller tells the person what to install.
import { execFileSync } from 'node:child_process';

export const isRoot = () => process.getuid?.() === 0;

/** `apt-get update` then `apt-get install` of the packages, printing apt's output. */
export function aptInstall(packages: readonly string[]): void {
  execFileSync(
    'sh',
    [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    ],
    { stdio: 'inherit' },
  );
}
