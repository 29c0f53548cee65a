import { z } from 'zod/mini';

/** Every error answer: `detail` is a message, or an object (validation details) the client serialises. */
export const errorBody = z.object({
  detail: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
});
export type ErrorBody = z.infer<typeof errorBody>;
