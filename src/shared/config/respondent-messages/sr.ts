import type { RespondentMessages } from './types';

/** Serbian in Cyrillic, its official script (ekavian). */
export const sr: RespondentMessages = {
  greeting: 'Добар дан! Хвала вам што учествујете у анкети „{title}“. Поставићу вам неколико кратких питања, једно по једно.',
  thanks: 'Хвала вам! Ваши одговори су сачувани. Пријатан дан!',
  endedEarly: 'Хвала вам на издвојеном времену. Одговори које сте дали су сачувани.',
  progress: 'Питање {number} од {count}',
  loading: 'Учитавање анкете…',
  loadFailed: 'Анкету није било могуће учитати. Проверите везу и покушајте поново.',
  conversationLabel: 'Разговор',
  assistantName: 'Асистент',
  respondentName: 'Ви',
  answerLabel: 'Ваш одговор',
  answerPlaceholder: 'Овде упишите свој одговор',
  charactersLeft: 'Преостало знакова: {count}',
  send: 'Пошаљи',
  sending: 'Слање…',
  finishNow: 'Заврши сада',
  sendFailed: 'Ваш одговор није послат. Проверите везу и покушајте поново.',
  retry: 'Покушај поново',
  tooManyRequests: 'Превише порука за кратко време. Молимо вас да сачекате тренутак и покушате поново.',
  finishedTitle: 'Хвала вам!',
  finishedMessage: 'Завршили сте ову анкету. Можете да затворите ову страницу.',
  notStarted: 'Анкета још није почела. Молимо вас да се вратите на дан почетка: {date}',
  ended: 'Хвала вам на интересовању! Анкета је завршена. Датум завршетка: {date}',
  notFoundTitle: 'Линк анкете није пронађен',
  notFoundMessage: 'Молимо вас да проверите линк или QR код који сте користили.',
};
