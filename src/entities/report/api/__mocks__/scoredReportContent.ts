import { csatScore, formatCsat, formatInterval, type ReportChart, reportChartBlock, TOO_FEW_TO_COMPARE } from '@/shared/api';

/** Ratings 1 to 5 of one scope, channel or week: `counts[0]` answers gave 1, and so on. */
type Ratings = readonly [number, number, number, number, number];

const ratingCounts = (ratings: Ratings) => new Map(ratings.map((count, index) => [index + 1, count]));

function scoreRow(name: string, ratings: Ratings): string {
  const score = csatScore(ratingCounts(ratings));
  const shown = score.score === null ? '—' : formatCsat(score.score);
  const interval = score.score === null ? '—' : formatInterval(score);
  return `| ${name} | ${shown} | ${interval} | ${score.count} | ${score.tooFewToCompare ? TOO_FEW_TO_COMPARE : ''} |`;
}

const TABLE_HEAD = ['| Name | CSAT | 95% interval | Answers | Note |', '| --- | ---: | ---: | ---: | --- |'];

interface ScoredScope {
  /** The scope's ratings, its siblings' and its channels'. */
  ratings: Ratings;
  siblings: readonly (readonly [string, Ratings])[];
  channels: readonly (readonly [string, Ratings])[];
  weeks: readonly (readonly [string, Ratings])[];
  choices: readonly (readonly [string, number])[];
}

/**
 * A country report's markdown with a rating and a multiple-choice question, in the shape the report job writes it
 * (server/modules/reports/generate/scoreMarkdown.ts): its figures from the shared core, so the fixture cannot drift
 * from the rules.
 */
function scoredMarkdown(scope: ScoredScope): string {
  const score = csatScore(ratingCounts(scope.ratings));
  const distribution: ReportChart = {
    type: 'bar',
    id: 'question-1-scores',
    orientation: 'columns',
    title: 'Answers to question 1',
    x: 'Rating',
    y: 'Answers',
    data: scope.ratings.map((answers, index) => ({ label: String(index + 1), value: answers })),
  };
  const chosen = scope.choices.reduce((sum, [, answers]) => sum + answers, 0);
  const choices: ReportChart = {
    type: 'bar',
    id: 'question-2-options',
    orientation: 'bars',
    title: 'Options chosen, question 2',
    x: 'Option',
    y: 'Answers',
    data: scope.choices.map(([label, value]) => ({ label, value })),
  };
  return [
    '# Experiencia en tienda — Mexico',
    '',
    '*Country report*',
    '',
    '## Questions',
    '',
    '### 1. ¿Qué tan satisfecho quedó con su visita?',
    '',
    `CSAT: **${formatCsat(score.score ?? 0)}**: ${score.satisfied} of ${score.count} answers were 4 or 5 (95% interval ${formatInterval(score)}).`,
    ...(score.tooFewToCompare ? ['', `*${TOO_FEW_TO_COMPARE}* (fewer than 30 answers).`] : []),
    '',
    reportChartBlock(distribution),
    '',
    '**Beside the other countries of the region**',
    '',
    ...TABLE_HEAD,
    scoreRow('Mexico (this report)', scope.ratings),
    ...scope.siblings.map(([name, ratings]) => scoreRow(name, ratings)),
    '',
    '**Channels**',
    '',
    ...TABLE_HEAD.map((line, index) => (index === 0 ? line.replace('Name', 'Channel') : line)),
    scoreRow('Mexico (this report)', scope.ratings),
    ...scope.channels.map(([name, ratings]) => scoreRow(name, ratings)),
    '',
    '**Week by week**',
    '',
    ...TABLE_HEAD.map((line, index) => (index === 0 ? line.replace('Name', 'Week') : line)),
    ...scope.weeks.map(([name, ratings]) => scoreRow(name, ratings)),
    '',
    '### 2. ¿Qué vino a comprar?',
    '',
    `${chosen} answers.`,
    '',
    reportChartBlock(choices),
    '',
    '| Option | Answers | Share |',
    '| --- | ---: | ---: |',
    ...scope.choices.map(([option, answers]) => `| ${option} | ${answers} | ${((answers / chosen) * 100).toFixed(1)}% |`),
    '',
  ].join('\n');
}

/** Mexico with 212 ratings: every score comparable but Guatemala's. */
export const scoredReportMarkdown = scoredMarkdown({
  ratings: [9, 14, 31, 78, 80],
  siblings: [
    ['Guatemala', [2, 3, 4, 9, 6]],
    ['Colombia', [6, 8, 17, 40, 35]],
  ],
  channels: [
    ['Channel 1', [5, 9, 20, 50, 46]],
    ['Channel 2', [4, 5, 11, 28, 34]],
  ],
  weeks: [
    ['Week of 2026-11-02', [4, 7, 15, 40, 38]],
    ['Week of 2026-11-09', [5, 7, 16, 38, 42]],
  ],
  choices: [
    ['Despensa', 120],
    ['Farmacia', 52],
    ['Recoger un pedido en línea', 40],
  ],
});

/** Mexico in its first days: 12 ratings, every score marked too few to compare, a week with none. */
export const fewScoresReportMarkdown = scoredMarkdown({
  ratings: [1, 1, 2, 5, 3],
  siblings: [['Guatemala', [0, 1, 1, 2, 1]]],
  channels: [['Channel 1', [1, 1, 2, 5, 3]]],
  weeks: [
    ['Week of 2026-11-02', [1, 1, 2, 5, 3]],
    ['Week of 2026-11-09', [0, 0, 0, 0, 0]],
  ],
  choices: [
    ['Despensa', 7],
    ['Farmacia', 3],
    ['Recoger un pedido en línea', 2],
  ],
});
