// `npm test`: every check, as CI runs it, with the time of each stage at the end. Typecheck and lint run side by side
// (each keeps one core busy); the test stages run one after another, each using both cores.
import { runStages } from './stages.mjs';

const npmRun = (script) => ({ name: script, command: `npm run --silent ${script}` });

await runStages('npm test: time per stage', [
  { name: 'chromium', command: 'node scripts/ensureChromium.mjs' },
  [npmRun('typecheck'), npmRun('lint')],
  npmRun('test:unit'),
  npmRun('test:server'),
  npmRun('test:stories'),
  npmRun('test:catalogue'),
  npmRun('test:e2e'),
]);
