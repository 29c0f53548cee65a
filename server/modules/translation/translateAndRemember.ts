import type { Db } from '../../db/client.ts';
import { rememberMachineTranslations } from './memory.ts';
import type { TranslationProvider, TranslationRequest } from './providers.ts';
import { type RetryPolicy, withRetries } from './retry.ts';
import { MAX_TEXTS_PER_CALL } from './worker.ts';

export interface TranslateAndRememberDeps {
  db: Db;
  /** The process's provider (createTranslationProvider), so these calls draw on the survey job's budget and circuit. */
  provider: TranslationProvider;
  retry: RetryPolicy;
}

export interface ProviderTranslations {
  /** What the provider answered, by source text. */
  translated: Map<string, string>;
  /** What stopped the calls (after its retries); the texts of that call and the calls after it were not translated. */
  failure?: unknown;
}

/**
 * Sends texts of one language pair that the memory does not hold to the provider, each distinct text once, in as few
 * calls as its batch allows, each call retried by withRetries; each call's answers are remembered before the next call,
 * so they outlive a later failure. A failing provider is answered, not thrown: the caller goes on without the rest.
 */
export async function translateAndRemember({ db, provider, retry }: TranslateAndRememberDeps, { texts, from, to }: TranslationRequest): Promise<ProviderTranslations> {
  const distinct = [...new Set(texts)];
  const batchSize = Math.min(provider.maxTextsPerCall ?? MAX_TEXTS_PER_CALL, MAX_TEXTS_PER_CALL);
  const translated = new Map<string, string>();
  for (let start = 0; start < distinct.length; start += batchSize) {
    const batch = distinct.slice(start, start + batchSize);
    let answer: string[];
    try {
      answer = await withRetries(() => provider.translate({ texts: batch, from, to }), retry);
    } catch (error) {
      return { translated, failure: error };
    }
    if (answer.length !== batch.length) {
      return { translated, failure: new Error(`${provider.name} answered ${answer.length} texts for ${batch.length}`) };
    }
    const entries = batch.map((sourceText, index) => ({ from, to, sourceText, text: answer[index] ?? '', provider: provider.name }));
    await rememberMachineTranslations(db, entries);
    for (const entry of entries) translated.set(entry.sourceText, entry.text);
  }
  return { translated };
}
