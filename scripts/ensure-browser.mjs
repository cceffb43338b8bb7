// Makes sure a Chromium is available for the browser tests (DESIGN.md §2):
// Debian's `chromium` via apt-get when running as root on Debian, Playwright's own download elsewhere,
// or a message that says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const debianChromium = '/usr/bin/chromium';

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit' });
}

async function playwrightHasBrowser() {
  try {
    const { chromium } = await import('playwright-core');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
if (existsSync(debianChromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');

try {
  if (isRoot && isDebian) {
    run('apt-get update -qq');
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  } else if (!(await playwrightHasBrowser())) {
    run('npx playwright install chromium');
  }
} catch {
  console.error(
    '\nNo Chromium is available for the browser tests.\n' +
      'Install one and run `npm test` again:\n' +
      '  Debian/Ubuntu (as root): apt-get install -y chromium\n' +
      '  elsewhere:               npx playwright install chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.\n',
  );
  process.exit(1);
}
