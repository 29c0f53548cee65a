import { channelNumber } from '@/shared/lib/channel';
import { languageName } from '@/shared/lib/language';

import { findReportSource, type ReportSource, type ResponseBreakdownRow } from './reportFixtures';

interface QuestionFindings {
  question: string;
  findings: readonly string[];
}

/** What each survey asked, and what its responses said (the same for every scope: the demo keeps it short). */
const FINDINGS_BY_SURVEY: Record<string, readonly QuestionFindings[]> = {
  'svy-007': [
    {
      question: 'How would you rate your overall experience in our store today?',
      findings: [
        '78% rated their visit 4 or 5 out of 5; the average score was 4.1.',
        'Scores were highest for staff friendliness and lowest for waiting time at the checkout.',
      ],
    },
    {
      question: 'What did you like most about your visit?',
      findings: [
        'Friendly, helpful staff was the most frequent theme (41% of answers), followed by product availability (23%).',
        'Answers given at weekends mentioned promotions twice as often as weekday answers.',
      ],
    },
    {
      question: 'What is one thing we should improve?',
      findings: [
        'Checkout queues at peak hours (36%) and missing shelf prices (18%) were the main requests.',
        'Several answers asked for more self-checkout lanes.',
      ],
    },
  ],
  'svy-003': [
    {
      question: 'Como você avalia sua experiência na loja hoje?',
      findings: ['82% rated their visit 4 or 5 out of 5; the average score was 4.3.'],
    },
    {
      question: 'O que podemos melhorar?',
      findings: ['Price labels on shelves (27%) and parking availability (15%) were the most frequent requests.'],
    },
  ],
  'svy-004': [
    {
      question: 'How likely are you to recommend us to a friend or colleague (0-10)?',
      findings: ['Net Promoter Score: +38 (52% promoters, 14% detractors).'],
    },
    {
      question: 'What is the main reason for your score?',
      findings: ['Promoters praised the loyalty programme; detractors mentioned out-of-stock items.'],
    },
  ],
  'svy-006': [
    {
      question: '¿Cómo calificarías tu experiencia en nuestra app y sitio web?',
      findings: ['71% rated the digital experience 4 or 5 out of 5; the average score was 3.9.'],
    },
    {
      question: '¿Qué deberíamos mejorar?',
      findings: ['Delivery time slots (33%) and payment options (21%) were the most requested improvements.'],
    },
  ],
};

/** Representative answers, in the respondent's language. */
const QUOTES_BY_COUNTRY: Record<string, readonly string[]> = {
  Mexico: [
    'La atención en caja fue rápida y el personal muy amable.',
    'Me gustaría que hubiera más cajas abiertas los fines de semana.',
  ],
  Guatemala: ['Encontré todo lo que buscaba y los precios estaban bien marcados.'],
  Colombia: ['El personal me ayudó a encontrar los productos en oferta, muy buena experiencia.'],
  Brazil: [
    'Gostei da organização dos corredores, mas faltavam preços em algumas prateleiras.',
    'O atendimento foi excelente e a fila andou rápido.',
  ],
  Argentina: ['La aplicación es fácil de usar, pero los turnos de entrega se agotan muy rápido.'],
  'United States': [
    'Great selection and the staff were friendly, but the self-checkout kept freezing.',
    'Los empleados fueron muy amables, pero faltaban precios en algunos productos.',
  ],
  Canada: ['Friendly staff, but the store was short on a few basics.'],
};

function breakdownTable(rows: readonly ResponseBreakdownRow[]): string {
  const total = rows.reduce((sum, row) => sum + row.responses, 0);
  return [
    '| Country | Language | Channel | Responses |',
    '|---|---|---|---:|',
    ...rows.map((row) => `| ${row.country} | ${languageName(row.language, 'en')} | Channel ${channelNumber(row.channel) ?? row.channel} | ${row.responses} |`),
    `| **Total** | | | **${total}** |`,
  ].join('\n');
}

function quotesOf(rows: readonly ResponseBreakdownRow[]): string[] {
  const countries = [...new Set(rows.map((row) => row.country))];
  return countries.flatMap((country) => (QUOTES_BY_COUNTRY[country] ?? []).map((quote) => `> "${quote}" — ${country}`));
}

/**
 * The English markdown of a completed report, as GET /api/reports/{id}/content sends it: counts, breakdowns by
 * country, language and channel, per-question findings and representative answers.
 */
export function makeReportMarkdown({ report, survey, breakdown }: ReportSource): string {
  const total = breakdown.reduce((sum, row) => sum + row.responses, 0);
  const countries = [...new Set(breakdown.map((row) => row.country))];
  const languages = [...new Set(breakdown.map((row) => languageName(row.language, 'en')))];
  const title = report.report_title ?? `${survey.title} — ${report.scope_identifier ?? report.report_scope_type}`;
  const questions = FINDINGS_BY_SURVEY[survey.id] ?? [];
  const quotes = quotesOf(breakdown);

  return [
    `# ${title}`,
    '',
    `Survey **${survey.title}** (${survey.id}) · scope ${report.report_scope_type} · ${report.scope_identifier ?? 'all countries'}`,
    '',
    '_This is the English version. The Korean version (한국어) is included in the downloaded zip with this one._',
    '',
    '## Summary',
    '',
    `- **${total}** responses from ${countries.length} ${countries.length === 1 ? 'country' : 'countries'} (${countries.join(', ')}).`,
    `- Languages: ${languages.join(', ')}.`,
    `- Generated at ${report.generated_at ?? 'N/A'} UTC.`,
    '',
    '## Responses by country, language and channel',
    '',
    breakdownTable(breakdown),
    '',
    '## Findings by question',
    '',
    ...questions.flatMap((entry, index) => [
      `### ${index + 1}. ${entry.question}`,
      '',
      ...entry.findings.map((finding) => `- ${finding}`),
      '',
    ]),
    '## Representative answers',
    '',
    ...(quotes.length > 0 ? quotes.flatMap((quote) => [quote, '']) : ['No answers to quote.', '']),
  ].join('\n');
}

/** The markdown the mock server sends for a fixture report, or undefined when it has none (unknown or not COMPLETED). */
export function reportContentFixture(id: string): string | undefined {
  const source = findReportSource(id);
  return source?.report.status === 'COMPLETED' ? makeReportMarkdown(source) : undefined;
}
