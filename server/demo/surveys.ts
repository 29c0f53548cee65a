/**
 * Demo surveys for a first look at a fresh install (issue 5, item 8): a few customer-satisfaction surveys of a retail
 * organisation across Mexico, Central America, Brazil and the United States, some active, some ended, one upcoming.
 * Runs after the geography seed: countries and their languages are read from the database, never copied here.
 */
import { randomBytes } from 'node:crypto';

import { formatInTimeZone } from 'date-fns-tz';
import { asc, eq, inArray } from 'drizzle-orm';

import { NO_PROVIDER_MESSAGE, TITLE_TRANSLATION_ITEM } from '../contract.ts';
import type { Db } from '../db/client.ts';
import {
  countries,
  countryLanguages,
  surveyLinks,
  surveyLocales,
  surveyQuestions,
  surveys,
  surveyTargetCountries,
  surveyTranslations,
} from '../db/schema.ts';
import { linkRowsForCountry } from '../modules/surveys/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The language of a country without a supported one, as the SPA defaults it. */
const FALLBACK_LANGUAGE = 'en';

/** A day relative to the seed's `now` (negative: in the past) and a wall-clock time in the survey's timezone. */
interface RelativeMoment {
  inDays: number;
  time: string;
}

/** The languages a demo text is written in besides English: the demo links' languages, and Korean for the reports. */
export const demoTranslationLanguages = ['es-MX', 'es', 'pt-BR', 'ko'] as const;
export type DemoTranslationLanguage = (typeof demoTranslationLanguages)[number];

/**
 * A demo question: English is the survey's source language (what survey_questions stores); the translations are what a
 * translation provider would have written, so the demo conversations ask in the link's language and reports read in
 * Korean.
 */
export interface DemoQuestion {
  text: string;
  translations: Readonly<Record<DemoTranslationLanguage, string>>;
  /** A scored question; a text question when absent. */
  type?: 'rating' | 'nps';
}

export interface DemoSurvey {
  id: `demo-${string}`;
  title: string;
  /** The title in the links' languages and the reports' Korean. */
  titleTranslations: Readonly<Record<DemoTranslationLanguage, string>>;
  createdBy: string;
  createdDaysAgo: number;
  countries: readonly string[];
  timezone: string;
  // Relative to `now`, so "active" and "ended" stay true whatever day the demo is started.
  start: RelativeMoment;
  end: RelativeMoment;
  channels: number;
  questions: readonly DemoQuestion[];
}

/** Oldest first; created_at spreads over the past weeks so the newest-first list mixes statuses. */
export const demoSurveys: readonly DemoSurvey[] = [
  {
    id: 'demo-us-checkout',
    title: 'Checkout experience in US stores',
    titleTranslations: {
      'es-MX': 'Experiencia de pago en caja en tiendas de EE. UU.',
      es: 'Experiencia de pago en caja en las tiendas de EE. UU.',
      'pt-BR': 'Experiência no caixa das lojas dos EUA',
      ko: '미국 매장 계산 경험',
    },
    createdBy: 'admin',
    createdDaysAgo: 45,
    countries: ['United States'],
    timezone: 'America/New_York',
    start: { inDays: -40, time: '08:00' },
    end: { inDays: -10, time: '20:00' },
    channels: 2,
    questions: [
      {
        text: 'How would you rate the speed of checkout on your last visit?',
        translations: {
          'es-MX': '¿Cómo calificarías la rapidez para pagar en caja en tu última visita?',
          es: '¿Cómo calificaría la rapidez del pago en caja en su última visita?',
          'pt-BR': 'Como você avalia a rapidez do caixa na sua última visita?',
          ko: '지난 방문 때 계산 속도는 어떠셨나요?',
        },
      },
      {
        text: 'Was the cashier friendly and helpful?',
        translations: {
          'es-MX': '¿La persona de la caja fue amable y te ayudó?',
          es: '¿El cajero fue amable y le brindó ayuda?',
          'pt-BR': 'O operador de caixa foi simpático e prestativo?',
          ko: '계산원은 친절하고 도움이 되었나요?',
        },
      },
      {
        text: 'If you used self-checkout, how easy was it to use?',
        translations: {
          'es-MX': 'Si usaste las cajas de autocobro, ¿qué tan fácil fue usarlas?',
          es: 'Si utilizó las cajas de autoservicio, ¿qué tan fácil le resultó usarlas?',
          'pt-BR': 'Se você usou o caixa de autoatendimento, foi fácil de usar?',
          ko: '셀프 계산대를 이용하셨다면, 사용하기 얼마나 쉬웠나요?',
        },
      },
      {
        text: 'What one thing would make checking out easier?',
        translations: {
          'es-MX': 'Si pudieras cambiar una sola cosa, ¿qué haría más fácil pagar en caja?',
          es: 'Si pudiera cambiar una sola cosa, ¿qué haría más fácil el pago en caja?',
          'pt-BR': 'Se pudesse mudar uma única coisa, o que deixaria o pagamento no caixa mais fácil?',
          ko: '계산을 더 편하게 만들기 위해 한 가지만 바꾼다면 무엇을 바꾸시겠어요?',
        },
      },
    ],
  },
  {
    // Running for six weeks with a rating, an NPS and a free-text question: scores, comparisons and a trend at once.
    id: 'demo-store-pulse',
    title: 'Store satisfaction pulse',
    titleTranslations: {
      'es-MX': 'Pulso de satisfacción en tiendas',
      es: 'Pulso de satisfacción en tiendas',
      'pt-BR': 'Termômetro de satisfação nas lojas',
      ko: '매장 만족도 펄스',
    },
    createdBy: 'latam.manager',
    createdDaysAgo: 44,
    countries: ['Mexico', 'Brazil', 'Colombia', 'Guatemala', 'United States'],
    timezone: 'America/Mexico_City',
    start: { inDays: -42, time: '08:00' },
    end: { inDays: 21, time: '21:00' },
    channels: 2,
    questions: [
      {
        type: 'rating',
        text: 'Overall, how satisfied are you with your visit today?',
        translations: {
          'es-MX': 'En general, ¿qué tan satisfecho quedaste con tu visita de hoy?',
          es: 'En general, ¿qué tan satisfecho está con su visita de hoy?',
          'pt-BR': 'De modo geral, qual o seu nível de satisfação com a visita de hoje?',
          ko: '오늘 방문에 전반적으로 얼마나 만족하셨나요?',
        },
      },
      {
        type: 'nps',
        text: 'How likely are you to recommend our stores to a friend or colleague?',
        translations: {
          'es-MX': '¿Qué tan probable es que recomiendes nuestras tiendas a un amigo o compañero de trabajo?',
          es: '¿Qué tan probable es que recomiende nuestras tiendas a un amigo o colega?',
          'pt-BR': 'Qual a probabilidade de você recomendar nossas lojas a um amigo ou colega?',
          ko: '친구나 동료에게 저희 매장을 추천하실 가능성은 얼마나 되나요?',
        },
      },
      {
        text: 'What is the main reason for your scores?',
        translations: {
          'es-MX': '¿Cuál es la razón principal de tus calificaciones?',
          es: '¿Cuál es la razón principal de sus calificaciones?',
          'pt-BR': 'Qual é o principal motivo das suas notas?',
          ko: '그렇게 평가하신 가장 큰 이유는 무엇인가요?',
        },
      },
    ],
  },
  {
    id: 'demo-br-home-delivery',
    title: 'Home delivery in Brazil',
    titleTranslations: {
      'es-MX': 'Entrega a domicilio en Brasil',
      es: 'Entrega a domicilio en Brasil',
      'pt-BR': 'Entrega em domicílio no Brasil',
      ko: '브라질 홈 배송',
    },
    createdBy: 'latam.manager',
    createdDaysAgo: 32,
    countries: ['Brazil'],
    timezone: 'America/Sao_Paulo',
    start: { inDays: -28, time: '09:00' },
    end: { inDays: -10, time: '18:00' },
    channels: 2,
    questions: [
      {
        text: 'Did your order arrive within the promised delivery window?',
        translations: {
          'es-MX': '¿Tu pedido llegó dentro del horario de entrega prometido?',
          es: '¿Su pedido llegó dentro del horario de entrega prometido?',
          'pt-BR': 'Seu pedido chegou dentro do prazo de entrega prometido?',
          ko: '주문하신 상품이 약속된 배송 시간 안에 도착했나요?',
        },
      },
      {
        text: 'Were all the items in your order complete and undamaged?',
        translations: {
          'es-MX': '¿Llegaron todos los productos de tu pedido completos y en buen estado?',
          es: '¿Recibió todos los productos de su pedido completos y en buen estado?',
          'pt-BR': 'Todos os itens do seu pedido chegaram completos e sem avarias?',
          ko: '주문하신 상품이 빠짐없이, 손상 없이 도착했나요?',
        },
      },
      {
        text: "How satisfied are you with the delivery driver's service?",
        translations: {
          'es-MX': '¿Qué tan satisfecho quedaste con el servicio del repartidor?',
          es: '¿Qué tan satisfecho está con el servicio del repartidor?',
          'pt-BR': 'Qual o seu nível de satisfação com o atendimento do entregador?',
          ko: '배송 기사의 서비스에 얼마나 만족하셨나요?',
        },
      },
      {
        text: 'How likely are you to order home delivery from us again?',
        translations: {
          'es-MX': '¿Qué tan probable es que vuelvas a pedir entrega a domicilio con nosotros?',
          es: '¿Qué tan probable es que vuelva a pedir entrega a domicilio con nosotros?',
          'pt-BR': 'Qual a chance de você pedir entrega em casa com a gente de novo?',
          ko: '저희 홈 배송을 다시 이용하실 가능성은 얼마나 되나요?',
        },
      },
    ],
  },
  {
    id: 'demo-mx-store-experience',
    title: 'In-store experience in Mexico',
    titleTranslations: {
      'es-MX': 'Experiencia en tienda en México',
      es: 'Experiencia en la tienda en México',
      'pt-BR': 'Experiência na loja no México',
      ko: '멕시코 매장 방문 경험',
    },
    createdBy: 'mexico.local',
    createdDaysAgo: 10,
    countries: ['Mexico'],
    timezone: 'America/Mexico_City',
    start: { inDays: -7, time: '09:00' },
    end: { inDays: 21, time: '21:00' },
    channels: 3,
    questions: [
      {
        text: 'Overall, how satisfied are you with your visit to our store today?',
        translations: {
          'es-MX': 'En general, ¿qué tan satisfecho quedaste con tu visita a nuestra tienda hoy?',
          es: 'En general, ¿qué tan satisfecho está con su visita a nuestra tienda hoy?',
          'pt-BR': 'De modo geral, qual o seu nível de satisfação com a visita à nossa loja hoje?',
          ko: '오늘 저희 매장 방문에 전반적으로 얼마나 만족하셨나요?',
        },
      },
      {
        text: 'Could you easily find the products you were looking for?',
        translations: {
          'es-MX': '¿Encontraste fácilmente los productos que buscabas?',
          es: '¿Pudo encontrar fácilmente los productos que buscaba?',
          'pt-BR': 'Você encontrou com facilidade os produtos que procurava?',
          ko: '찾으시던 상품을 쉽게 찾으셨나요?',
        },
      },
      {
        text: 'How would you rate the cleanliness and tidiness of the store?',
        translations: {
          'es-MX': '¿Cómo calificarías la limpieza y el orden de la tienda?',
          es: '¿Cómo calificaría la limpieza y el orden de la tienda?',
          'pt-BR': 'Como você avalia a limpeza e a organização da loja?',
          ko: '매장의 청결과 정돈 상태는 어떠셨나요?',
        },
      },
      {
        text: 'Did a store associate offer help when you needed it?',
        translations: {
          'es-MX': '¿Alguien del personal de la tienda te ofreció ayuda cuando la necesitaste?',
          es: '¿Algún empleado de la tienda le ofreció ayuda cuando la necesitó?',
          'pt-BR': 'Algum funcionário da loja ofereceu ajuda quando você precisou?',
          ko: '도움이 필요할 때 매장 직원이 먼저 도움을 주었나요?',
        },
      },
      {
        text: 'How likely are you to recommend our store to a friend or colleague?',
        translations: {
          'es-MX': '¿Qué tan probable es que recomiendes nuestra tienda a un amigo o compañero de trabajo?',
          es: '¿Qué tan probable es que recomiende nuestra tienda a un amigo o colega?',
          'pt-BR': 'Qual a probabilidade de você recomendar nossa loja a um amigo ou colega?',
          ko: '친구나 동료에게 저희 매장을 추천하실 가능성은 얼마나 되나요?',
        },
      },
    ],
  },
  {
    id: 'demo-ca-customer-service',
    title: 'Customer service in Central America',
    titleTranslations: {
      'es-MX': 'Atención al cliente en Centroamérica',
      es: 'Atención al cliente en Centroamérica',
      'pt-BR': 'Atendimento ao cliente na América Central',
      ko: '중미 고객 서비스',
    },
    createdBy: 'latam.manager',
    createdDaysAgo: 6,
    // The countries of the 'Central America' local in config/geography.json.
    countries: ['Guatemala', 'Honduras', 'El Salvador', 'Nicaragua', 'Costa Rica', 'Panama', 'Belize'],
    timezone: 'America/Guatemala',
    start: { inDays: -4, time: '08:00' },
    end: { inDays: 24, time: '20:00' },
    channels: 1,
    questions: [
      {
        text: 'How satisfied are you with the help you received from our staff?',
        translations: {
          'es-MX': '¿Qué tan satisfecho quedaste con la ayuda que te dio nuestro personal?',
          es: '¿Qué tan satisfecho está con la ayuda que recibió de nuestro personal?',
          'pt-BR': 'Qual o seu nível de satisfação com a ajuda que recebeu da nossa equipe?',
          ko: '저희 직원에게 받은 도움에 얼마나 만족하셨나요?',
        },
      },
      {
        text: 'Was your question or problem resolved on the first contact?',
        translations: {
          'es-MX': '¿Se resolvió tu duda o problema desde el primer contacto?',
          es: '¿Se resolvió su consulta o problema en el primer contacto?',
          'pt-BR': 'Sua dúvida ou problema foi resolvido já no primeiro contato?',
          ko: '문의하신 내용이나 문제가 첫 상담에서 해결되었나요?',
        },
      },
      {
        text: 'How long did you wait before being served?',
        translations: {
          'es-MX': '¿Cuánto tiempo esperaste antes de que te atendieran?',
          es: '¿Cuánto tiempo esperó antes de ser atendido?',
          'pt-BR': 'Quanto tempo você esperou até ser atendido?',
          ko: '응대를 받기까지 얼마나 기다리셨나요?',
        },
      },
    ],
  },
  {
    id: 'demo-latam-loyalty',
    title: 'Loyalty program across Latin America',
    titleTranslations: {
      'es-MX': 'Programa de lealtad en América Latina',
      es: 'Programa de fidelización en América Latina',
      'pt-BR': 'Programa de fidelidade na América Latina',
      ko: '중남미 멤버십 프로그램',
    },
    createdBy: 'latam.manager',
    createdDaysAgo: 3,
    countries: ['Mexico', 'Colombia', 'Peru', 'Chile', 'Argentina', 'Brazil'],
    timezone: 'America/Bogota',
    start: { inDays: -2, time: '00:00' },
    end: { inDays: 28, time: '23:59' },
    channels: 1,
    questions: [
      {
        text: 'Are you a member of our loyalty program?',
        translations: {
          'es-MX': '¿Eres miembro de nuestro programa de lealtad?',
          es: '¿Es usted miembro de nuestro programa de fidelización?',
          'pt-BR': 'Você participa do nosso programa de fidelidade?',
          ko: '저희 멤버십 프로그램 회원이신가요?',
        },
      },
      {
        text: 'How valuable are the rewards and discounts you receive?',
        translations: {
          'es-MX': '¿Qué tanto valen para ti las recompensas y descuentos que recibes?',
          es: '¿Qué tan valiosas le parecen las recompensas y los descuentos que recibe?',
          'pt-BR': 'Quanto valem para você as recompensas e os descontos que recebe?',
          ko: '받으시는 리워드와 할인 혜택은 얼마나 유용한가요?',
        },
      },
      {
        text: 'How easy is it to redeem your points in store and online?',
        translations: {
          'es-MX': '¿Qué tan fácil es canjear tus puntos en tienda y en línea?',
          es: '¿Qué tan fácil le resulta canjear sus puntos en tienda y en línea?',
          'pt-BR': 'É fácil resgatar seus pontos na loja e pela internet?',
          ko: '매장과 온라인에서 포인트를 사용하기가 얼마나 쉬운가요?',
        },
      },
      {
        text: 'What would make you shop with us more often?',
        translations: {
          'es-MX': '¿Qué haría que compraras con nosotros más seguido?',
          es: '¿Qué lo motivaría a comprar con nosotros con más frecuencia?',
          'pt-BR': 'O que faria você comprar com a gente com mais frequência?',
          ko: '저희 매장을 더 자주 이용하시려면 무엇이 달라져야 할까요?',
        },
      },
    ],
  },
  {
    id: 'demo-mx-us-store-pickup',
    title: 'Online orders with store pickup in Mexico and the US',
    titleTranslations: {
      'es-MX': 'Pedidos en línea con recolección en tienda en México y EE. UU.',
      es: 'Pedidos en línea con recogida en tienda en México y EE. UU.',
      'pt-BR': 'Pedidos on-line com retirada na loja no México e nos EUA',
      ko: '멕시코·미국 온라인 주문 매장 픽업',
    },
    createdBy: 'admin',
    createdDaysAgo: 1,
    countries: ['Mexico', 'United States'],
    timezone: 'America/Mexico_City',
    start: { inDays: 5, time: '09:00' },
    end: { inDays: 35, time: '18:00' },
    channels: 1,
    questions: [
      {
        text: 'How easy was it to place your order online?',
        translations: {
          'es-MX': '¿Qué tan fácil fue hacer tu pedido en línea?',
          es: '¿Qué tan fácil le resultó hacer su pedido en línea?',
          'pt-BR': 'Foi fácil fazer o seu pedido pela internet?',
          ko: '온라인으로 주문하기가 얼마나 쉬웠나요?',
        },
      },
      {
        text: 'Was your order ready at the promised pickup time?',
        translations: {
          'es-MX': '¿Tu pedido estaba listo a la hora de recolección prometida?',
          es: '¿Su pedido estaba listo a la hora de retiro prometida?',
          'pt-BR': 'Seu pedido estava pronto no horário de retirada prometido?',
          ko: '약속된 픽업 시간에 주문하신 상품이 준비되어 있었나요?',
        },
      },
      {
        text: 'How would you rate the pickup process at the store?',
        translations: {
          'es-MX': '¿Cómo calificarías el proceso para recoger tu pedido en la tienda?',
          es: '¿Cómo calificaría el proceso de retiro en la tienda?',
          'pt-BR': 'Como você avalia o processo de retirada na loja?',
          ko: '매장 픽업 과정은 어떠셨나요?',
        },
      },
    ],
  },
];

interface TargetCountry {
  id: number;
  /** The country's link languages in configured order; the fallback when it has none. */
  languages: string[];
}

/** The demo's countries by name with their languages; throws naming every country the geography lacks. */
async function findTargetCountries(db: Db, names: readonly string[]): Promise<Map<string, TargetCountry>> {
  const rows = await db
    .select({ id: countries.id, name: countries.name, languageCode: countryLanguages.languageCode })
    .from(countries)
    .leftJoin(countryLanguages, eq(countryLanguages.countryId, countries.id))
    .where(inArray(countries.name, [...names]))
    .orderBy(asc(countries.name), asc(countryLanguages.position));
  const byName = new Map<string, TargetCountry>();
  for (const row of rows) {
    const country = byName.get(row.name) ?? { id: row.id, languages: [] };
    if (row.languageCode !== null) country.languages.push(row.languageCode);
    byName.set(row.name, country);
  }
  for (const country of byName.values()) {
    if (country.languages.length === 0) country.languages.push(FALLBACK_LANGUAGE);
  }
  const missing = names.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    throw new Error(
      `Demo surveys: the countries table lacks ${missing.join(', ')}; seed the geography (config/geography.json) first`,
    );
  }
  return byName;
}

/** The wall-clock day and time in `timeZone`, `moment.inDays` days from `now`. */
function wallClock(now: Date, moment: RelativeMoment, timeZone: string): { date: string; time: string } {
  const day = new Date(now.getTime() + moment.inDays * DAY_MS);
  return { date: formatInTimeZone(day, timeZone, 'yyyy-MM-dd'), time: moment.time };
}

function countryOf(targets: ReadonlyMap<string, TargetCountry>, name: string): TargetCountry {
  const country = targets.get(name);
  // findTargetCountries has thrown for any missing name, so this is a bug, not bad data.
  if (!country) throw new Error(`Demo surveys: no row for '${name}'`);
  return country;
}

/** The demo surveys are written in English, the survey table's default source language. */
const DEMO_SOURCE_LANGUAGE = 'en';

/** A demo survey's title and questions in `locale`, or undefined when the demo has no text in that language. */
function demoTexts(survey: DemoSurvey, locale: string): { title: string; questions: string[] } | undefined {
  if (locale === DEMO_SOURCE_LANGUAGE) return { title: survey.title, questions: survey.questions.map((question) => question.text) };
  const language = demoTranslationLanguages.find((candidate) => candidate === locale);
  if (!language) return undefined;
  return { title: survey.titleTranslations[language], questions: survey.questions.map((question) => question.translations[language]) };
}

/**
 * Inserts the demo surveys, with their questions, target countries, completed locales and one link per country x
 * language x channel, in one transaction, when the surveys table is empty; otherwise does nothing. Two instances
 * starting together cannot double-seed: the surveys have fixed ids, inserted ON CONFLICT DO NOTHING, and only the
 * surveys this call inserted get child rows.
 */
export async function seedDemoSurveys(db: Db, options: { now?: Date } = {}): Promise<{ inserted: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [anySurvey] = await tx.select({ id: surveys.id }).from(surveys).limit(1);
    if (anySurvey) return { inserted: 0 };

    const targets = await findTargetCountries(tx, [...new Set(demoSurveys.flatMap((survey) => survey.countries))]);
    const createdAt = (survey: DemoSurvey) => new Date(now.getTime() - survey.createdDaysAgo * DAY_MS);

    const insertedRows = await tx
      .insert(surveys)
      .values(
        demoSurveys.map((survey) => {
          const start = wallClock(now, survey.start, survey.timezone);
          const end = wallClock(now, survey.end, survey.timezone);
          return {
            id: survey.id,
            title: survey.title,
            createdByUsername: survey.createdBy,
            createdAt: createdAt(survey),
            startDate: start.date,
            startTime: start.time,
            endDate: end.date,
            endTime: end.time,
            timezone: survey.timezone,
            targetChannels: survey.channels,
            sourceLanguage: DEMO_SOURCE_LANGUAGE,
          };
        }),
      )
      .onConflictDoNothing({ target: surveys.id })
      .returning({ id: surveys.id });
    const insertedIds = new Set(insertedRows.map((row) => row.id));
    const inserted = demoSurveys.filter((survey) => insertedIds.has(survey.id));
    if (inserted.length === 0) return { inserted: 0 };

    await tx.insert(surveyQuestions).values(
      inserted.flatMap((survey) =>
        survey.questions.map((question, index) => ({
          surveyId: survey.id,
          questionId: `q${index + 1}`,
          text: question.text,
          position: index + 1,
          type: question.type ?? ('text' as const),
        })),
      ),
    );
    await tx.insert(surveyTargetCountries).values(
      inserted.flatMap((survey) =>
        survey.countries.map((name) => ({ surveyId: survey.id, countryId: countryOf(targets, name).id })),
      ),
    );
    await tx.insert(surveyLinks).values(
      inserted.flatMap((survey) =>
        survey.countries.flatMap((name) =>
          linkRowsForCountry(survey.id, countryOf(targets, name), survey.channels, () => randomBytes(16).toString('base64url')).map(
            // A language the demo has no text in is served in the source language, as a fallen-back locale's links are.
            (link) => (demoTexts(survey, link.languageCode) ? link : { ...link, effectiveLanguage: DEMO_SOURCE_LANGUAGE }),
          ),
        ),
      ),
    );
    const locales = inserted.flatMap((survey) =>
      [...new Set(survey.countries.flatMap((name) => countryOf(targets, name).languages))].map((locale) => ({
        survey,
        locale,
        texts: demoTexts(survey, locale),
      })),
    );
    // Each locale is as the worker leaves it: English (the source) and every demo language complete, with their texts
    // written as staff edits (no provider wrote them); any other language fallen back for want of a provider.
    await tx.insert(surveyLocales).values(
      locales.map(({ survey, locale, texts }) => ({
        surveyId: survey.id,
        locale,
        status: texts ? ('completed' as const) : ('error' as const),
        error: texts ? null : NO_PROVIDER_MESSAGE,
        titleTranslated: texts !== undefined,
        questionsTranslated: texts ? survey.questions.length : 0,
        questionsTotal: survey.questions.length,
        updatedAt: createdAt(survey),
      })),
    );
    const translations = locales.flatMap(({ survey, locale, texts }) =>
      locale === DEMO_SOURCE_LANGUAGE || !texts
        ? []
        : [
            { item: TITLE_TRANSLATION_ITEM, text: texts.title },
            ...texts.questions.map((text, index) => ({ item: `q${String(index + 1)}`, text })),
          ].map(({ item, text }) => ({ surveyId: survey.id, locale, item, text, origin: 'staff' as const })),
    );
    if (translations.length > 0) await tx.insert(surveyTranslations).values(translations);
    return { inserted: inserted.length };
  });
}
