// Compiles the server (server/main.ts) and the accounts tool (scripts/idpAddUser.ts) to JavaScript in dist-server/, so
// `npm start` runs plain Node without the TypeScript loader (a devDependency). Our own code (server/, the src/shared
// modules it imports) is bundled into one file per entry; every package stays an import of node_modules.
// Run as `node scripts/buildServer.mjs` (npm run build, buildIfStale); esbuild is a devDependency, so a pruned
// production install runs what was built before it was pruned.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = path.join(root, 'dist-server');
/** Files a module reads beside itself (`new URL('./x', import.meta.url)`) are copied under here, by their repo path. */
const FILES_DIR = 'files';
/** What the last build was made from (the bundled modules, the copied files, the build's own settings), for buildIfStale. */
export const SERVER_INPUTS_FILE = path.join(SERVER_OUT_DIR, 'inputs.json');

const entryPoints = { main: 'server/main.ts', idpAddUser: 'scripts/idpAddUser.ts' };
/** Changes to these change the output although no bundled module changed (packages are not bundled: not the lockfile). */
const buildSettings = ['scripts/buildServer.mjs', 'package.json', 'tsconfig.json'];

const SIBLING_FILE_URL = /new URL\((['"])(\.{1,2}\/[^'"]+)\1,\s*import\.meta\.url\)/g;

/**
 * In a bundle every module's `import.meta.url` is the bundle's, so a path relative to the source module would point
 * elsewhere. This rewrites each `new URL('./x', import.meta.url)` of our sources to the copy of x made in dist-server.
 */
function siblingFilesPlugin(copiedFiles) {
  return {
    name: 'sibling-files',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(SIBLING_FILE_URL, (_match, quote, relative) => {
          const file = path.resolve(path.dirname(args.path), relative);
          if (!existsSync(file)) throw new Error(`${path.relative(root, args.path)} reads ${relative}, which does not exist`);
          const repoPath = path.relative(root, file);
          copiedFiles.add(repoPath);
          const fromBundle = `./${FILES_DIR}/${repoPath.split(path.sep).join('/')}${relative.endsWith('/') ? '/' : ''}`;
          return `new URL(${quote}${fromBundle}${quote}, import.meta.url)`;
        });
        return { contents, loader: 'ts' };
      });
    },
  };
}

export async function buildServer() {
  // Built beside, then swapped in: a server started meanwhile never finds half a build.
  const outDir = `${SERVER_OUT_DIR}.${process.pid}.tmp`;
  rmSync(outDir, { recursive: true, force: true });
  const copiedFiles = new Set();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: outDir,
    bundle: true,
    // Bare imports (packages) stay imports, resolved from node_modules at run time: bundle only our own code.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    // The oldest Node that package.json's engines allow.
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [siblingFilesPlugin(copiedFiles)],
  });
  for (const repoPath of copiedFiles) {
    const target = path.join(outDir, FILES_DIR, repoPath);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(root, repoPath), target, { recursive: true });
  }
  const inputs = [...Object.keys(result.metafile.inputs), ...copiedFiles, ...buildSettings].toSorted();
  writeFileSync(path.join(outDir, path.basename(SERVER_INPUTS_FILE)), `${JSON.stringify(inputs, null, 2)}\n`);
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  renameSync(outDir, SERVER_OUT_DIR);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`Built the server into dist-server/ in ${Math.round(performance.now() - started)} ms`);
}
