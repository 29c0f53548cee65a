import type { RespondentMessages } from './types';

/** Modern Standard Arabic, addressing the respondent in the respectful plural. */
export const ar: RespondentMessages = {
  greeting: 'مرحبًا! شكرًا لمشاركتكم في «{title}». سنطرح عليكم بعض الأسئلة القصيرة، سؤالًا تلو الآخر.',
  thanks: 'شكرًا لكم! تم تسجيل إجاباتكم. نتمنى لكم يومًا سعيدًا.',
  endedEarly: 'شكرًا لكم على وقتكم. تم تسجيل الإجابات التي قدمتموها.',
  progress: 'السؤال {number} من {count}',
  loading: 'جارٍ تحميل الاستبيان…',
  loadFailed: 'تعذّر تحميل الاستبيان. يُرجى التحقق من الاتصال والمحاولة مرة أخرى.',
  conversationLabel: 'المحادثة',
  assistantName: 'المساعد',
  respondentName: 'أنتم',
  answerLabel: 'إجابتكم',
  answerPlaceholder: 'اكتبوا إجابتكم هنا',
  charactersLeft: 'الأحرف المتبقية: {count}',
  send: 'إرسال',
  sending: 'جارٍ الإرسال…',
  finishNow: 'إنهاء الآن',
  sendFailed: 'لم يتم إرسال إجابتكم. يُرجى التحقق من الاتصال والمحاولة مرة أخرى.',
  retry: 'إعادة المحاولة',
  tooManyRequests: 'رسائل كثيرة في وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  finishedTitle: 'شكرًا جزيلًا!',
  finishedMessage: 'لقد أكملتم هذا الاستبيان. يمكنكم إغلاق هذه الصفحة الآن.',
  notStarted: 'يبدأ هذا الاستبيان في {date}. يُرجى العودة في ذلك اليوم.',
  ended: 'انتهى هذا الاستبيان في {date}. شكرًا لاهتمامكم.',
  notFoundTitle: 'لم يتم العثور على رابط الاستبيان',
  notFoundMessage: 'يُرجى التحقق من الرابط أو رمز QR الذي استخدمتموه.',
};
