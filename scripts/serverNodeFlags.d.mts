/** Node's flags for the server process (scripts/serverNodeFlags.mjs). */
export const SERVER_NODE_FLAGS: readonly string[];
