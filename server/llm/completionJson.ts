import type { ChatCompletion } from 'openai/resources/chat/completions';

/**
 * The JSON a chat completion answered, or `fail`'s error saying why there is none: no choice, a refusal, an answer cut
 * off at its token limit, or content that is not JSON. Checking its shape is the caller's.
 */
export function completionJson(completion: ChatCompletion, model: string, fail: (message: string) => Error): unknown {
  const choice = completion.choices[0];
  if (!choice) throw fail(`${model} answered no choice`);
  if (choice.message.refusal) throw fail(`${model} refused: ${choice.message.refusal.slice(0, 200)}`);
  if (choice.finish_reason === 'length') throw fail(`${model}'s answer was cut off at its token limit`);
  const content = choice.message.content ?? '';
  try {
    // A server that ignores response_format may still wrap the JSON in a Markdown code fence.
    return JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw fail(`${model} answered no JSON: ${content.slice(0, 200)}`);
  }
}
