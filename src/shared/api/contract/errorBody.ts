import { z } from 'zod/mini';

// The shape of every error answer, apart from the list of codes (error.ts): the SPA's first load reads answers with it
// and needs none of the codes' English.

export type ErrorParamValue = string | number;

const errorParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every error answer: `detail` is a message in English (or, from an older server, an object the client serialises);
 * `code` names it (ERROR_DETAILS in error.ts), `params` fill its placeholders. Code and params are optional: answers not made by the
 * API (a proxy's) and older servers have neither.
 */
export const errorBody = z.object({
  detail: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
  code: z.optional(z.string()),
  params: z.optional(errorParams),
});
export type ErrorBody = z.infer<typeof errorBody>;
