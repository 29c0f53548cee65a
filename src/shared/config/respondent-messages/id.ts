import type { RespondentMessages } from './types';

/** Indonesian. */
export const id: RespondentMessages = {
  greeting: 'Halo! Terima kasih telah berpartisipasi dalam “{title}”. Saya akan mengajukan beberapa pertanyaan singkat, satu per satu.',
  thanks: 'Terima kasih! Jawaban Anda sudah tersimpan. Semoga hari Anda menyenangkan.',
  endedEarly: 'Terima kasih atas waktu Anda. Jawaban yang telah Anda berikan sudah tersimpan.',
  progress: 'Pertanyaan {number} dari {count}',
  loading: 'Memuat survei…',
  loadFailed: 'Survei tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
  conversationLabel: 'Percakapan',
  assistantName: 'Asisten',
  respondentName: 'Anda',
  answerLabel: 'Jawaban Anda',
  answerPlaceholder: 'Tulis jawaban Anda di sini',
  charactersLeft: 'Sisa {count} karakter',
  send: 'Kirim',
  sending: 'Mengirim…',
  finishNow: 'Selesaikan sekarang',
  sendFailed: 'Jawaban Anda tidak terkirim. Periksa koneksi Anda, lalu coba lagi.',
  retry: 'Coba lagi',
  tooManyRequests: 'Terlalu banyak pesan dalam waktu singkat. Mohon tunggu sebentar, lalu coba lagi.',
  finishedTitle: 'Terima kasih!',
  finishedMessage: 'Anda telah menyelesaikan survei ini. Halaman ini sudah boleh ditutup.',
  notStarted: 'Survei ini akan dibuka pada {date}. Silakan kembali pada tanggal tersebut.',
  ended: 'Survei ini telah ditutup pada {date}. Terima kasih atas minat Anda.',
  notFoundTitle: 'Tautan survei tidak ditemukan',
  notFoundMessage: 'Silakan periksa tautan atau kode QR yang Anda gunakan.',
};
