import type { RespondentMessages } from './types';

/** Norwegian Bokmål. */
export const no: RespondentMessages = {
  greeting: 'Hei! Takk for at du deltar i «{title}». Jeg stiller deg noen korte spørsmål, ett om gangen.',
  thanks: 'Tusen takk! Svarene dine er registrert. Ha en fin dag!',
  endedEarly: 'Takk for at du tok deg tid. Svarene du ga, er registrert.',
  progress: 'Spørsmål {number} av {count}',
  loading: 'Laster inn undersøkelsen …',
  loadFailed: 'Undersøkelsen kunne ikke lastes inn. Sjekk tilkoblingen og prøv igjen.',
  conversationLabel: 'Samtale',
  assistantName: 'Assistent',
  respondentName: 'Du',
  answerLabel: 'Svaret ditt',
  answerPlaceholder: 'Skriv svaret ditt her',
  charactersLeft: '{count} tegn igjen',
  send: 'Send svar',
  sending: 'Sender …',
  finishNow: 'Avslutt nå',
  sendFailed: 'Svaret ditt ble ikke sendt. Sjekk tilkoblingen og prøv igjen.',
  retry: 'Prøv igjen',
  tooManyRequests: 'For mange meldinger på kort tid. Vent litt, og prøv igjen.',
  finishedTitle: 'Tusen takk!',
  finishedMessage: 'Du har fullført undersøkelsen. Du kan lukke denne siden.',
  notStarted: 'Undersøkelsen åpner {date}. Velkommen tilbake da!',
  ended: 'Undersøkelsen ble avsluttet {date}. Takk for interessen.',
  notFoundTitle: 'Fant ikke lenken til undersøkelsen',
  notFoundMessage: 'Sjekk lenken eller QR-koden du brukte.',
};
