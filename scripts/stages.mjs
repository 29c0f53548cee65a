// Runs named commands in order, each timed, and prints how long each took at the end, also when one fails (the run
// then stops there and exits with its code). A group of stages runs at once: each stage's output is held and printed
// whole when it ends, so two stages never interleave their lines.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * @typedef {{ name: string, command: string }} Stage
 * @typedef {{ name: string, seconds: number, code: number }} StageTime
 */

/** @param {Stage} stage @param {boolean} holdOutput @returns {Promise<StageTime>} */
function runStage({ name, command }, holdOutput) {
  const started = performance.now();
  console.log(`\n=== ${name}: ${command}`);
  const child = spawn(command, { shell: true, stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  /** @type {Buffer[]} */
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (holdOutput) {
        console.log(`\n=== ${name}: output`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 1 : 0) });
    });
  });
}

/** @param {number} seconds */
function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** @param {string} title @param {StageTime[]} times @param {number} wallSeconds */
export function printStageTimes(title, times, wallSeconds) {
  const width = Math.max(...times.map((time) => time.name.length), 5);
  console.log(`\n${title}`);
  for (const time of times) console.log(`  ${time.name.padEnd(width)}  ${minutes(time.seconds).padStart(12)}${time.code === 0 ? '' : `  FAILED (exit ${time.code})`}`);
  console.log(`  ${'total'.padEnd(width)}  ${minutes(wallSeconds).padStart(12)}`);
}

/**
 * @param {string} title the summary's heading
 * @param {(Stage | Stage[])[]} plan a stage, or stages to run at once
 */
export async function runStages(title, plan) {
  const started = performance.now();
  /** @type {StageTime[]} */
  const times = [];
  for (const step of plan) {
    const group = Array.isArray(step) ? step : [step];
    const results = await Promise.all(group.map((stage) => runStage(stage, group.length > 1)));
    times.push(...results);
    const failed = results.find((result) => result.code !== 0);
    if (failed) {
      printStageTimes(title, times, (performance.now() - started) / 1000);
      process.exit(failed.code);
    }
  }
  printStageTimes(title, times, (performance.now() - started) / 1000);
}
