import type { RespondentMessages } from './types';

/** Azerbaijani in Latin script. */
export const az: RespondentMessages = {
  greeting: 'Salam! «{title}» sorğusunda iştirak etdiyiniz üçün təşəkkür edirik. Sizə bir neçə qısa sual verəcəyəm, bir-bir.',
  thanks: 'Təşəkkür edirik! Cavablarınız qeydə alındı. Gününüz xoş keçsin!',
  endedEarly: 'Vaxt ayırdığınız üçün təşəkkür edirik. Verdiyiniz cavablar qeydə alındı.',
  progress: 'Sual {number}/{count}',
  loading: 'Sorğu yüklənir…',
  loadFailed: 'Sorğunu yükləmək mümkün olmadı. İnternet bağlantınızı yoxlayıb yenidən cəhd edin.',
  conversationLabel: 'Söhbət',
  assistantName: 'Köməkçi',
  respondentName: 'Siz',
  answerLabel: 'Cavabınız',
  answerPlaceholder: 'Cavabınızı bura yazın',
  charactersLeft: '{count} simvol qalıb',
  send: 'Göndər',
  sending: 'Göndərilir…',
  finishNow: 'İndi bitir',
  sendFailed: 'Cavabınız göndərilmədi. İnternet bağlantınızı yoxlayıb yenidən cəhd edin.',
  retry: 'Yenidən cəhd edin',
  tooManyRequests: 'Qısa müddətdə çoxlu mesaj göndərildi. Zəhmət olmasa, bir az gözləyib yenidən cəhd edin.',
  finishedTitle: 'Çox sağ olun!',
  finishedMessage: 'Sorğunu tamamladınız. Bu səhifəni bağlaya bilərsiniz.',
  notStarted: 'Bu sorğu {date} tarixində açılacaq. Zəhmət olmasa, həmin gün yenidən daxil olun.',
  ended: 'Bu sorğu {date} tarixində başa çatıb. Marağınız üçün təşəkkür edirik.',
  notFoundTitle: 'Sorğu linki tapılmadı',
  notFoundMessage: 'Zəhmət olmasa, istifadə etdiyiniz linki və ya QR kodu yoxlayın.',
};
