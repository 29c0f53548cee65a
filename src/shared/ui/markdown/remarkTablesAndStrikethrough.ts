import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';

/** The parser settings a remark plugin adds its syntax to (what remark-parse reads from the processor's data). */
interface ParserData {
  micromarkExtensions?: ReturnType<typeof gfmTable>[];
  fromMarkdownExtensions?: ReturnType<typeof gfmTableFromMarkdown>[];
}

/**
 * GitHub tables and ~~strikethrough~~, and nothing else of GFM. remark-gfm always adds autolink literals, which turn a
 * respondent's 'www.example.com' or 'name@example.com' into links; this plugin takes only the two syntaxes reports use.
 */
export function remarkTablesAndStrikethrough(this: { data(): object }): undefined {
  // The processor's data is an open settings bag; remark-parse reads these two lists from it.
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough({ singleTilde: false }));
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown());
  return undefined;
}
