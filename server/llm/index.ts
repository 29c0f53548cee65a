import type { Env } from '../env.ts';
import { createLanguageModel, type LanguageModel } from './client.ts';

export { languageName } from './languageName.ts';
export {
  createLanguageModel,
  DATA_IS_NOT_INSTRUCTIONS,
  type LanguageModel,
  LanguageModelError,
  type StrictJsonSchema,
  type StructuredRequest,
} from './client.ts';

type LanguageModelSettings = Pick<Env, 'LANGUAGE_MODEL' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'TRANSLATION_TIMEOUT_MS'>;

/** The model LANGUAGE_MODEL names, or undefined for 'none': the scripted assistant and term-frequency reports. */
export function languageModelFromSettings(env: LanguageModelSettings): LanguageModel | undefined {
  if (env.LANGUAGE_MODEL === 'none') return undefined;
  // env.ts refuses LANGUAGE_MODEL=openai without these two; checked again so a hand-made Env cannot slip through.
  if (env.OPENAI_BASE_URL === undefined || env.OPENAI_MODEL === undefined) throw new Error('LANGUAGE_MODEL=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
  return createLanguageModel({
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.OPENAI_MODEL,
    timeoutMs: env.TRANSLATION_TIMEOUT_MS,
  });
}
