// How Node runs the server, for `npm start`, `npm run dev`, the tests that start it and the benches: one list.
// tsx runs the TypeScript as it is. A young generation capped at 4 MB per semi-space (V8 grows it to 16 MB under a
// high allocation rate, such as a streamed export) keeps the process some 45 MB smaller for a few percent of throughput.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--import', 'tsx'];
