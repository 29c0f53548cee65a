import type { RespondentMessages } from './types';

/** Malay (Bahasa Melayu). */
export const ms: RespondentMessages = {
  greeting: 'Helo! Terima kasih kerana menyertai “{title}”. Saya akan bertanyakan beberapa soalan ringkas, satu demi satu.',
  thanks: 'Terima kasih! Jawapan anda telah direkodkan. Semoga hari anda menyenangkan.',
  endedEarly: 'Terima kasih atas masa anda. Jawapan yang telah anda berikan sudah direkodkan.',
  progress: 'Soalan {number} daripada {count}',
  loading: 'Memuatkan tinjauan…',
  loadFailed: 'Tinjauan tidak dapat dimuatkan. Sila semak sambungan anda dan cuba lagi.',
  conversationLabel: 'Perbualan',
  assistantName: 'Pembantu',
  respondentName: 'Anda',
  answerLabel: 'Jawapan anda',
  answerPlaceholder: 'Tulis jawapan anda di sini',
  charactersLeft: '{count} aksara lagi',
  send: 'Hantar',
  sending: 'Menghantar…',
  finishNow: 'Tamatkan sekarang',
  sendFailed: 'Jawapan anda tidak dihantar. Sila semak sambungan anda dan cuba lagi.',
  retry: 'Cuba lagi',
  tooManyRequests: 'Terlalu banyak mesej dalam masa yang singkat. Sila tunggu sebentar dan cuba lagi.',
  finishedTitle: 'Terima kasih!',
  finishedMessage: 'Anda telah melengkapkan tinjauan ini. Anda boleh menutup halaman ini.',
  notStarted: 'Tinjauan ini akan dibuka pada {date}. Sila kembali pada tarikh tersebut.',
  ended: 'Tinjauan ini telah ditutup pada {date}. Terima kasih atas minat anda.',
  notFoundTitle: 'Pautan tinjauan tidak ditemui',
  notFoundMessage: 'Sila semak pautan atau kod QR yang anda gunakan.',
};
