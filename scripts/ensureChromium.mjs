// Story tests need Debian's Chromium (a downloaded browser cannot be fetched on our machines).
// Installs it when this process may (root with apt-get), else stops at once saying how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  if (!canInstall) {
    console.error(
      `Chromium was not found at ${chromiumPath}. Install Debian's package (sudo apt-get update && sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${chromiumPath}: installing Debian's chromium package...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
