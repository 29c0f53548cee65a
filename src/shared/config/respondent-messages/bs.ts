import type { RespondentMessages } from './types';

/** Bosnian in Latin script (ijekavian). */
export const bs: RespondentMessages = {
  greeting: 'Dobar dan! Hvala vam što učestvujete u anketi „{title}“. Postavit ću vam nekoliko kratkih pitanja, jedno po jedno.',
  thanks: 'Hvala vam! Vaši odgovori su sačuvani. Ugodan dan!',
  endedEarly: 'Hvala vam na izdvojenom vremenu. Odgovori koje ste dali su sačuvani.',
  progress: 'Pitanje {number} od {count}',
  loading: 'Učitavanje ankete…',
  loadFailed: 'Anketu nije bilo moguće učitati. Provjerite vezu i pokušajte ponovo.',
  conversationLabel: 'Razgovor',
  assistantName: 'Asistent',
  respondentName: 'Vi',
  answerLabel: 'Vaš odgovor',
  answerPlaceholder: 'Ovdje upišite svoj odgovor',
  charactersLeft: 'Preostalo znakova: {count}',
  send: 'Pošalji',
  sending: 'Slanje…',
  finishNow: 'Završi sada',
  sendFailed: 'Vaš odgovor nije poslan. Provjerite vezu i pokušajte ponovo.',
  retry: 'Pokušaj ponovo',
  tooManyRequests: 'Previše poruka u kratkom vremenu. Molimo vas da sačekate trenutak i pokušate ponovo.',
  finishedTitle: 'Hvala vam!',
  finishedMessage: 'Završili ste ovu anketu. Možete zatvoriti ovu stranicu.',
  notStarted: 'Anketa još nije počela. Molimo vas da se vratite na dan početka: {date}',
  ended: 'Hvala vam na interesovanju! Anketa je završena. Datum završetka: {date}',
  notFoundTitle: 'Link ankete nije pronađen',
  notFoundMessage: 'Molimo vas da provjerite link ili QR kod koji ste koristili.',
};
