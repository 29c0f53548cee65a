/*
 * What the mock respondents of the shared catalogue said. It mirrors the survey mocks (ids, response counts, schedules,
 * targets, question texts): entities do not import each other, so the facts the conversations need are repeated here.
 * A French link of svy-004 is served in English (its translation fell back), so those respondents speak English.
 */

export type Speech = 'es' | 'pt' | 'en' | 'fr';
type Lines = Partial<Record<Speech, readonly string[]>>;

export interface ScriptQuestion {
  text: Partial<Record<Speech, string>>;
  answers: Lines;
}

export interface SurveyScript {
  surveyId: string;
  responses: number;
  /** The survey's UTC schedule; responses fall between the start and the earlier of the end and MOCK_NOW. */
  opensAt: string;
  closesAt: string;
  /** Hours from UTC of the stores' local time, so responses fall in opening hours (08:00-21:59). */
  utcOffset: number;
  channels: number;
  /** Each link target: country code, link language, the language the conversation is held in. */
  targets: readonly { country: string; language: string; speaks: Speech }[];
  questions: readonly ScriptQuestion[];
}

/** The mocks' "now": responses are never later than this. */
export const MOCK_NOW = '2026-11-21T11:30:00Z';

const SATISFACTION: Lines = {
  es: [
    'Muy satisfecho, me atendieron rápido y con amabilidad.',
    'Bastante bien, aunque tuve que esperar un poco.',
    'Regular. No encontré a nadie en el área de electrónica.',
    'Excelente, como siempre.',
    'Más o menos, la tienda estaba muy llena.',
  ],
  pt: [
    'Muito satisfeito, fui atendido rapidamente.',
    'Boa, mas a fila do caixa estava grande.',
    'Regular, faltavam alguns produtos.',
    'Excelente!',
    'Poderia ser melhor, demorei para achar um vendedor.',
  ],
  en: [
    'Very satisfied, the staff were quick and friendly.',
    'Pretty good, but I had to wait a bit.',
    'It was okay. Hard to find someone to help.',
    'Excellent, as always.',
    'Not great, the store was really crowded.',
  ],
  fr: ['Très satisfait, le personnel était aimable.', "Plutôt bien, mais j'ai attendu un peu.", 'Moyen, le magasin était bondé.', 'Excellent !'],
};

const RECOMMEND: Lines = {
  es: ['10, siempre encuentro lo que necesito.', '9', 'Un 8, los precios son buenos.', '6, la fila en caja fue muy larga.', '7', '3. No me quisieron cambiar un producto.'],
  en: ['10', '9, great prices and friendly staff.', '8', '6, checkout took too long.', '4. My online order arrived late.'],
};

const FOUND_EVERYTHING: Lines = {
  es: ['Sí, encontré todo.', 'Casi todo, faltaba la talla que buscaba.', 'No, el producto estaba agotado.', 'Sí, a la primera.'],
};

const IMPROVE: Lines = {
  es: ['Abrir más cajas en las horas pico.', 'Que haya más personal en los pasillos.', 'Mejorar la señalización de los departamentos.', 'Nada, todo estuvo muy bien.', 'Más opciones de pago sin contacto.'],
  pt: ['Abrir mais caixas no horário de pico.', 'Mais funcionários para tirar dúvidas.', 'Nada, está ótimo assim.', 'Melhorar a sinalização das seções.'],
  en: ['Open more checkouts at rush hour.', 'More staff on the floor to answer questions.', 'Nothing, it was all great.', 'Clearer signs for each department.'],
  fr: ["Ouvrir plus de caisses aux heures d'affluence.", 'Rien, tout était parfait.', 'Une meilleure signalisation des rayons.'],
};

const MX = { country: 'MX', language: 'es-MX', speaks: 'es' } as const;
const GT = { country: 'GT', language: 'es', speaks: 'es' } as const;
const CO = { country: 'CO', language: 'es', speaks: 'es' } as const;
const BR = { country: 'BR', language: 'pt-BR', speaks: 'pt' } as const;
const AR = { country: 'AR', language: 'es', speaks: 'es' } as const;
const US_EN = { country: 'US', language: 'en', speaks: 'en' } as const;
const US_ES = { country: 'US', language: 'es', speaks: 'es' } as const;
const CA_EN = { country: 'CA', language: 'en', speaks: 'en' } as const;

export const SURVEY_SCRIPTS: readonly SurveyScript[] = [
  {
    surveyId: 'svy-001',
    responses: 342,
    opensAt: '2026-11-01T15:00:00Z',
    closesAt: '2026-12-15T23:00:00Z',
    utcOffset: -6,
    channels: 2,
    targets: [MX],
    questions: [
      { text: { es: '¿Qué tan satisfecho quedó con la atención que recibió hoy en la tienda?' }, answers: SATISFACTION },
      { text: { es: '¿Encontró todos los productos que buscaba?' }, answers: FOUND_EVERYTHING },
      { text: { es: '¿Qué podríamos mejorar para su próxima visita?' }, answers: IMPROVE },
    ],
  },
  {
    surveyId: 'svy-002',
    responses: 128,
    opensAt: '2026-11-05T15:00:00Z',
    closesAt: '2026-11-30T23:00:00Z',
    utcOffset: -6,
    channels: 1,
    targets: [GT, { country: 'HN', language: 'es', speaks: 'es' }, { country: 'SV', language: 'es', speaks: 'es' }, { country: 'CR', language: 'es', speaks: 'es' }],
    questions: [
      { text: { es: 'Del 0 al 10, ¿qué tan probable es que recomiende nuestra tienda a un familiar o amigo?' }, answers: RECOMMEND },
      {
        text: { es: '¿Cómo calificaría la rapidez del servicio en caja?' },
        answers: { es: ['Muy rápida, no hice fila.', 'Normal, unos cinco minutos.', 'Lenta, solo había una caja abierta.', 'Rápida y el cajero muy amable.'] },
      },
    ],
  },
  {
    surveyId: 'svy-003',
    responses: 611,
    opensAt: '2026-09-01T12:00:00Z',
    closesAt: '2026-09-30T20:00:00Z',
    utcOffset: -3,
    channels: 2,
    targets: [BR],
    questions: [
      { text: { pt: 'Como você avalia sua experiência de compra hoje?' }, answers: SATISFACTION },
      {
        text: { pt: 'O atendimento da nossa equipe atendeu às suas expectativas?' },
        answers: { pt: ['Sim, todos foram muito atenciosos.', 'Em parte, demoraram para me atender.', 'Não, ninguém soube tirar minha dúvida.', 'Superou!'] },
      },
      { text: { pt: 'O que podemos fazer para melhorar?' }, answers: IMPROVE },
    ],
  },
  {
    surveyId: 'svy-004',
    responses: 233,
    opensAt: '2026-10-01T13:00:00Z',
    closesAt: '2026-10-31T21:00:00Z',
    utcOffset: -4,
    channels: 1,
    targets: [US_EN, US_ES, CA_EN, { country: 'CA', language: 'fr', speaks: 'en' }],
    questions: [
      {
        text: {
          en: 'On a scale from 0 to 10, how likely are you to recommend us to a friend or colleague?',
          es: 'En una escala del 0 al 10, ¿qué tan probable es que nos recomiende a un amigo o colega?',
        },
        answers: RECOMMEND,
      },
      {
        text: { en: 'What is the main reason for your score?', es: '¿Cuál es la razón principal de su calificación?' },
        answers: {
          en: ['Great prices and friendly staff.', 'The checkout line was too long.', 'I always find what I need.', 'The self-checkout kept failing.'],
          es: ['Buenos precios y personal amable.', 'La fila para pagar era muy larga.', 'Siempre encuentro lo que necesito.'],
        },
      },
    ],
  },
  {
    surveyId: 'svy-005',
    responses: 0,
    opensAt: '2026-12-01T14:00:00Z',
    closesAt: '2027-01-15T22:00:00Z',
    utcOffset: -5,
    channels: 1,
    targets: [CO, { country: 'PE', language: 'es', speaks: 'es' }, { country: 'EC', language: 'es', speaks: 'es' }],
    questions: [
      { text: { es: '¿Qué tan fácil fue pagar en caja hoy?' }, answers: SATISFACTION },
      { text: { es: '¿Cuánto tiempo esperó en la fila antes de pagar?' }, answers: { es: ['Unos cinco minutos.', 'Casi nada.'] } },
    ],
  },
  {
    surveyId: 'svy-006',
    responses: 87,
    opensAt: '2026-07-15T12:00:00Z',
    closesAt: '2026-08-15T20:00:00Z',
    utcOffset: -3,
    channels: 1,
    targets: [AR],
    questions: [
      {
        text: { es: '¿Qué tan fácil le resultó encontrar lo que buscaba en nuestra app?' },
        answers: { es: ['Muy fácil, el buscador funciona bárbaro.', 'Me costó encontrar los filtros.', 'Difícil, la app se cerró dos veces.', 'Bastante fácil.'] },
      },
      {
        text: { es: '¿Tuvo algún problema al finalizar su compra en línea?' },
        answers: { es: ['No, todo funcionó bien.', 'Sí, el pago con tarjeta falló la primera vez.', 'No me llegó el correo de confirmación.', 'Ninguno.'] },
      },
    ],
  },
  {
    surveyId: 'svy-007',
    responses: 1540,
    opensAt: '2026-05-20T15:00:00Z',
    closesAt: '2026-06-30T23:00:00Z',
    utcOffset: -6,
    channels: 1,
    targets: [MX, GT, CO, BR, AR, US_EN, US_ES, CA_EN, { country: 'CA', language: 'fr', speaks: 'fr' }],
    questions: [
      {
        text: {
          en: 'Overall, how satisfied are you with your visit today?',
          es: 'En general, ¿qué tan satisfecho está con su visita de hoy?',
          pt: 'No geral, quão satisfeito você está com sua visita hoje?',
          fr: "Dans l'ensemble, êtes-vous satisfait de votre visite aujourd'hui ?",
        },
        answers: SATISFACTION,
      },
      {
        text: {
          en: 'How would you rate the cleanliness and organisation of the store?',
          es: '¿Cómo calificaría la limpieza y el orden de la tienda?',
          pt: 'Como você avalia a limpeza e a organização da loja?',
          fr: "Comment évaluez-vous la propreté et l'organisation du magasin ?",
        },
        answers: {
          es: ['Muy limpia y ordenada.', 'Bien, aunque algunos pasillos estaban desordenados.', 'Regular, había cajas en el piso.'],
          pt: ['Muito limpa e organizada.', 'Boa, mas alguns corredores estavam bagunçados.'],
          en: ['Very clean and tidy.', 'Good, but a few aisles were messy.', 'Could be better, there were boxes in the aisles.'],
          fr: ['Très propre et bien rangé.', 'Correct, mais quelques rayons étaient en désordre.'],
        },
      },
      {
        text: {
          en: 'What is one thing we could do to make your next visit better?',
          es: '¿Qué podríamos hacer para que su próxima visita sea mejor?',
          pt: 'O que poderíamos fazer para melhorar sua próxima visita?',
          fr: 'Que pourrions-nous faire pour améliorer votre prochaine visite ?',
        },
        answers: IMPROVE,
      },
    ],
  },
  {
    surveyId: 'svy-008',
    responses: 3,
    opensAt: '2026-11-20T14:00:00Z',
    closesAt: '2026-12-20T22:00:00Z',
    utcOffset: -5,
    channels: 2,
    targets: [CO],
    questions: [
      {
        text: { es: '¿Cómo calificaría la amabilidad de nuestro personal?' },
        answers: { es: ['Muy amables, me ayudaron a encontrar todo.', 'Bien, aunque el cajero estaba apurado.', 'Excelente trato.'] },
      },
      {
        text: { es: '¿Resolvimos su consulta en su primera visita?' },
        answers: { es: ['Sí, a la primera.', 'No, tengo que volver la próxima semana.'] },
      },
    ],
  },
];

const questionCount = (count: number, speech: Speech) =>
  ({ es: `${count} preguntas breves`, pt: `${count} perguntas rápidas`, en: `${count} short questions`, fr: `${count} courtes questions` })[speech];

/** The assistant's and the respondent's lines around the questions, per language. */
export const SCRIPT_LINES: Record<
  Speech,
  { greeting: (questions: number) => string; consent: readonly string[]; anythingElse: string; nothingElse: readonly string[]; thanks: string }
> = {
  es: {
    greeting: (questions) => `¡Hola! Gracias por participar en nuestra encuesta. Son solo ${questionCount(questions, 'es')} y no le tomará más de dos minutos. ¿Comenzamos?`,
    consent: ['Sí, claro.', 'Dale, adelante.', 'Ok', 'Sí, empecemos.'],
    anythingElse: '¿Hay algo más que quiera contarnos?',
    nothingElse: ['No, eso es todo. ¡Gracias!', 'Solo que sigan así.', 'No, gracias.'],
    thanks: '¡Muchas gracias por su tiempo! Sus respuestas nos ayudan a mejorar. Que tenga un excelente día.',
  },
  pt: {
    greeting: (questions) => `Olá! Obrigado por participar da nossa pesquisa. São apenas ${questionCount(questions, 'pt')} e leva menos de dois minutos. Vamos começar?`,
    consent: ['Sim, vamos.', 'Claro!', 'Pode começar.'],
    anythingElse: 'Há algo mais que gostaria de nos contar?',
    nothingElse: ['Não, é só isso. Obrigado!', 'Continuem assim!'],
    thanks: 'Muito obrigado pelo seu tempo! Suas respostas nos ajudam a melhorar. Tenha um ótimo dia.',
  },
  en: {
    greeting: (questions) => `Hi! Thanks for taking part in our survey. There are just ${questionCount(questions, 'en')} and it takes less than two minutes. Shall we start?`,
    consent: ['Sure.', 'Yes, go ahead.', 'OK'],
    anythingElse: 'Is there anything else you would like to share with us?',
    nothingElse: ["No, that's all. Thanks!", 'Keep up the good work.'],
    thanks: 'Thank you for your time! Your answers help us improve. Have a great day.',
  },
  fr: {
    greeting: (questions) => `Bonjour ! Merci de participer à notre enquête. Il n'y a que ${questionCount(questions, 'fr')}, cela prend moins de deux minutes. On commence ?`,
    consent: ['Oui, allez-y.', "D'accord."],
    anythingElse: 'Souhaitez-vous ajouter autre chose ?',
    nothingElse: ["Non, c'est tout. Merci !"],
    thanks: 'Merci beaucoup pour votre temps ! Vos réponses nous aident à nous améliorer. Bonne journée.',
  },
};
