import type { SurveyListItem } from '@/shared/api';

const TOPICS = [
  'Experiencia en tienda',
  'Satisfacción del cliente',
  'Pesquisa de satisfação',
  'Customer loyalty (NPS)',
  'Checkout experience',
  'Experiencia digital',
  'Calidad del servicio',
  'Store cleanliness',
];
const PLACES = ['México', 'Guatemala', 'Colombia', 'Brasil', 'Argentina', 'Perú', 'Chile', 'North America'];
const CREATORS = ['ana.garcia', 'carlos.mendoza', 'lucas.silva', 'kim.minji', 'lee.seoyeon', 'park.jiho', 'admin', null];

const DAY_MS = 86_400_000;
/** The newest survey is created on this day; each next one a few hours earlier. */
const NEWEST = Date.parse('2026-11-20T12:00:00.000Z');

/**
 * `count` distinct list items for load stories and benchmarks (ids svy-bulk-0001...): mixed topics, countries,
 * creators (some missing), schedules in the past, present and future, and response counts. Deterministic.
 */
export function makeManySurveys(count: number): SurveyListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const createdAt = NEWEST - index * 7 * 3_600_000;
    const start = createdAt + ((index % 5) + 1) * DAY_MS;
    const end = start + ((index % 9) + 7) * DAY_MS;
    return {
      id: `svy-bulk-${String(index + 1).padStart(4, '0')}`,
      title: `${TOPICS[index % TOPICS.length]} — ${PLACES[Math.floor(index / TOPICS.length) % PLACES.length]} #${index + 1}`,
      created_by_username: CREATORS[index % CREATORS.length] ?? null,
      created_at: new Date(createdAt).toISOString(),
      // Scheduled in UTC: the wall clock is the instant's own.
      start_date: new Date(start).toISOString().slice(0, 10),
      start_time: new Date(start).toISOString().slice(11, 16),
      end_date: new Date(end).toISOString().slice(0, 10),
      end_time: new Date(end).toISOString().slice(11, 16),
      start_datetime_utc: new Date(start).toISOString(),
      end_datetime_utc: new Date(end).toISOString(),
      timezone: 'UTC',
      responses_count: (index * 37) % 1500,
      can_delete: true,
    };
  });
}
