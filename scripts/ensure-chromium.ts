// Makes sure the journeys' browser is there (scripts/journey-browser.ts): as root, installs Debian's
// `chromium-headless-shell` when it is missing (CI, fresh machines), else falls back to `chromium`.
// Test tools cannot download their own browsers here, so a system package is the browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, journeyBrowserPath } from './journey-browser';

if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && process.getuid?.() === 0) {
  console.log('Installing Debian package chromium-headless-shell, the journeys browser (apt-get)...');
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
      { stdio: 'inherit' },
    );
  } catch {
    console.log('apt-get could not install chromium-headless-shell; trying the full chromium.');
  }
}
const path = journeyBrowserPath();
if (existsSync(path)) {
  console.log(`Chromium: ${path}`);
} else {
  console.error(
    `No browser at ${path}. Install one (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a Chromium/Chrome binary.`,
  );
  process.exit(1);
}
