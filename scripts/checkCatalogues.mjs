// Part of `npm run lint`: the staff SPA's message catalogues hold exactly the messages the code uses, each translated in
// every language (issue 27). The build fails on a missing translation too (the Lingui Vite plugin's failOnMissing);
// this finds a message the code added or dropped since the catalogues were last extracted, without writing them.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const config = getConfig();
const problems = [];
for (const catalog of await getCatalogs(config)) {
  const used = new Set(Object.keys((await catalog.collect()) ?? {}));
  for (const locale of config.locales) {
    const messages = await catalog.read(locale);
    const current = Object.entries(messages ?? {}).filter(([, message]) => !message.obsolete);
    const kept = new Set(current.map(([id]) => id));
    const unused = [...kept].filter((id) => !used.has(id));
    const absent = [...used].filter((id) => !kept.has(id));
    const untranslated = locale === config.sourceLocale ? [] : current.filter(([, message]) => !message.translation).map(([id, message]) => message.message ?? id);
    if (absent.length > 0) problems.push(`${catalog.getFilename(locale)}: ${absent.length} message(s) of the code missing: run npm run i18n:extract`);
    if (unused.length > 0) problems.push(`${catalog.getFilename(locale)}: ${unused.length} message(s) no code uses: run npm run i18n:extract`);
    if (untranslated.length > 0) problems.push(`${catalog.getFilename(locale)}: ${untranslated.length} untranslated: ${untranslated.slice(0, 5).map((m) => JSON.stringify(m)).join(', ')}`);
  }
}
if (problems.length > 0) {
  console.error(`The message catalogues are not current:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Message catalogues: every message of the code is in every language.');
