// How Node runs the server, for `npm start`, `npm run dev`, the tests that start it and the benches: one list.
// A young generation capped at 4 MB per semi-space (V8 grows it to 16 MB under a high allocation rate, such as a
// streamed export) keeps the process some 45 MB smaller for a few percent of throughput. Source maps make stack traces
// name the TypeScript lines of the compiled server (dist-server/).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--enable-source-maps'];

// The same for the server's TypeScript sources as they are, through tsx (a devDependency): `npm run dev` and the
// worker scripts that tests and benches start.
export const TSX_NODE_FLAGS = [...SERVER_NODE_FLAGS, '--import', 'tsx'];
