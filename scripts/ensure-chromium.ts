// Finds a Chromium for Playwright; installs Debian's `chromium` when none is found (CI, fresh machines).
// Test tools cannot download their own browsers here, so the system package is the browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (path): path is string => Boolean(path),
);

const found = candidates.find((path) => existsSync(path));
if (found) {
  console.log(`Chromium: ${found}`);
} else if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  process.exit(1);
} else if (process.getuid?.() === 0) {
  console.log('Chromium not found: installing Debian package chromium (apt-get)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} else {
  console.error(
    'Chromium not found. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}
