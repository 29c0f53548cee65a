import { loadRespondentMessages, type RespondentMessages } from '@/shared/config/respondent-messages';

export interface Texts {
  language: string;
  messages: RespondentMessages;
}

const isEnglish = (language: string) => language.toLowerCase().split('-')[0] === 'en';

/**
 * The page's texts in the first of the browser's languages (navigator.languages, most preferred first) that the
 * catalogue has, else English: what the page says before it knows the link's language, or when the link is unknown.
 * loadRespondentMessages answers English for a language it lacks, so a catalogue other than the English one is a match.
 */
export async function loadBrowserTexts(languages: readonly string[]): Promise<Texts> {
  const english = loadRespondentMessages('en');
  for (const language of languages) {
    if (isEnglish(language)) return { language, messages: await english };
    const [messages, fallback] = await Promise.all([loadRespondentMessages(language), english]);
    if (messages !== fallback) return { language, messages };
  }
  return { language: 'en', messages: await english };
}
