/** Node's flags for the compiled server process (scripts/serverNodeFlags.mjs). */
export const SERVER_NODE_FLAGS: readonly string[];
/** SERVER_NODE_FLAGS and tsx, for the server's TypeScript sources. */
export const TSX_NODE_FLAGS: readonly string[];
