// Makes sure the journeys' browsers are there (scripts/journey-browser.ts): as root, installs Debian's
// `chromium-headless-shell` and `chromium` when missing (CI, fresh machines). Test tools cannot
// download their own browsers here, so system packages are the browsers.
import { existsSync } from 'node:fs';
import { aptInstall, isRoot } from './apt-install';
import { FULL_CHROMIUM, HEADLESS_SHELL, fullBrowserPath, journeyBrowserPath } from './journey-browser';

const packages = process.env.CHROMIUM_PATH
  ? []
  : [
      ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
      ...(existsSync(FULL_CHROMIUM) ? [] : ['chromium']),
    ];
if (packages.length > 0 && isRoot()) {
  console.log(`Installing the journeys' browsers from Debian: ${packages.join(' ')} (apt-get)...`);
  aptInstall(packages);
}
const missing = [journeyBrowserPath(), fullBrowserPath()].filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(
    `No browser at ${missing.join(' and ')}. Install them (sudo apt-get install -y chromium-headless-shell chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.`,
  );
  process.exit(1);
}
console.log(`Chromium: ${journeyBrowserPath()} (and ${fullBrowserPath()} for what the shell cannot do)`);
