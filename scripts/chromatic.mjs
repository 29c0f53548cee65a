// Visual review on Chromatic needs a project token and the network; without a token say so in one line and stop.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('chromatic: CHROMATIC_PROJECT_TOKEN is not set; export your Chromatic project token to publish Storybook for visual review.');
  process.exit(1);
}

const result = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
