import { t } from '@lingui/core/macro';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';

import { parseReportChart, REPORT_CHART_INFO, type ReportChart } from '@/shared/api';

import { BarChart } from '../chart';
import { Link } from '../link';
import * as styles from './Markdown.css';
import { remarkTablesAndStrikethrough } from './remarkTablesAndStrikethrough';
import { safeUrl } from './safeUrl';

/** What a report is written with; any other element (an image, say) is dropped and its text kept. */
const ALLOWED_ELEMENTS = [
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'del', 'code', 'pre', 'hr', 'br',
  'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

const REMARK_PLUGINS = [remarkTablesAndStrikethrough];

type HastElement = NonNullable<ExtraProps['node']>;

/** The text of a hast node and its descendants. */
function textOf(node: HastElement | HastElement['children'][number]): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** 'Table: Country, Language, Channel': the scrolling frame's name, from the table's header cells. */
function tableLabel(node: HastElement | undefined): string {
  const headers: string[] = [];
  const collect = (current: HastElement) => {
    for (const child of current.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'th') headers.push(textOf(child).trim());
      else if (child.tagName === 'thead' || child.tagName === 'tr') collect(child);
    }
  };
  if (node) collect(node);
  const columns = headers.filter(Boolean).join(', ');
  return columns ? t`Table: ${columns}` : t`Table`;
}

/** The chart a ```chart code block holds, when its text is one the contract reads; otherwise it stays code. */
function chartOf(node: HastElement | undefined): ReportChart | undefined {
  const code = node?.children[0];
  if (code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const classes = code.properties.className;
  if (!Array.isArray(classes) || !classes.includes(`language-${REPORT_CHART_INFO}`)) return undefined;
  return parseReportChart(textOf(code));
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const RENDERED_HEADING = { 1: 'h2', 2: 'h3', 3: 'h4', 4: 'h5', 5: 'h6', 6: 'h6' } as const;

/** The markdown's headings sit one level under the page's h1 ('#' renders as h2). */
function shiftedHeading(level: HeadingLevel): Components['h1'] {
  const Tag = RENDERED_HEADING[level];
  return function MarkdownHeading({ children }) {
    return <Tag className={styles.heading[level]}>{children}</Tag>;
  };
}

const COMPONENTS: Components = {
  h1: shiftedHeading(1),
  h2: shiftedHeading(2),
  h3: shiftedHeading(3),
  h4: shiftedHeading(4),
  h5: shiftedHeading(5),
  h6: shiftedHeading(6),
  a({ href, children }) {
    // safeUrl removed the target of a link it does not trust: keep the words, not a dead link.
    if (!href) return <>{children}</>;
    return (
      <Link href={href} isExternal={/^https?:/i.test(href)}>
        {children}
      </Link>
    );
  },
  pre({ node, children }) {
    const chart = chartOf(node);
    if (!chart) return <pre>{children}</pre>;
    return <BarChart title={chart.title} orientation={chart.orientation} x={chart.x} y={chart.y} data={chart.data} />;
  },
  table({ node, children }) {
    // Wide tables scroll inside their own frame; a keyboard user must be able to focus it to scroll (WCAG 2.1.1,
    // axe scrollable-region-focusable), so this named region takes the focus though it is not a control.
    return (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll region, see above
      <div className={styles.tableFrame} role="region" aria-label={tableLabel(node)} tabIndex={0}>
        <table className={styles.table}>{children}</table>
      </div>
    );
  },
};

export interface MarkdownProps {
  /** The markdown text, e.g. a report's content. */
  children: string;
}

/**
 * Renders markdown written by the product (a report's content) that quotes text written by others. Safe by
 * construction: raw HTML is dropped, only GitHub tables and strikethrough are added to CommonMark (no autolink
 * literals: a quoted 'www.example.com' stays text), links keep only http(s) and mailto targets and open web pages in a
 * new tab without the opener, and images are not loaded. A ```chart block the report contract reads is drawn as a chart
 * (its labels are text in an SVG, never markup).
 */
export function Markdown({ children }: MarkdownProps) {
  return (
    <div className={styles.root}>
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        skipHtml
        urlTransform={safeUrl}
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        components={COMPONENTS}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
