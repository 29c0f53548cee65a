import type { RespondentMessages } from './types';

/** Hebrew, phrased without gendered second-person forms (infinitives, impersonal present, unvocalised forms). */
export const he: RespondentMessages = {
  greeting: 'שלום! תודה על ההשתתפות בסקר "{title}". אשאל כמה שאלות קצרות, אחת בכל פעם.',
  thanks: 'תודה רבה! התשובות נשמרו. שיהיה יום נהדר!',
  endedEarly: 'תודה על הזמן שהקדשת. התשובות שנתת נשמרו.',
  progress: 'שאלה {number} מתוך {count}',
  loading: 'הסקר נטען…',
  loadFailed: 'לא הצלחנו לטעון את הסקר. כדאי לבדוק את החיבור ולנסות שוב.',
  conversationLabel: 'שיחה',
  assistantName: 'עוזר וירטואלי',
  respondentName: 'את/ה',
  answerLabel: 'התשובה שלך',
  answerPlaceholder: 'כאן כותבים את התשובה',
  charactersLeft: 'תווים שנותרו: {count}',
  send: 'שליחה',
  sending: 'בשליחה…',
  finishNow: 'סיום עכשיו',
  sendFailed: 'התשובה לא נשלחה. כדאי לבדוק את החיבור ולנסות שוב.',
  retry: 'ניסיון נוסף',
  tooManyRequests: 'נשלחו יותר מדי הודעות בזמן קצר. אפשר לנסות שוב בעוד רגע.',
  finishedTitle: 'תודה רבה על ההשתתפות!',
  finishedMessage: 'הסקר הושלם. אפשר לסגור את הדף.',
  notStarted: 'הסקר ייפתח בתאריך {date}. נשמח לראות אותך אז!',
  ended: 'הסקר נסגר בתאריך {date}. תודה על ההתעניינות.',
  notFoundTitle: 'הקישור לסקר לא נמצא',
  notFoundMessage: 'כדאי לבדוק את הקישור או את קוד ה-QR שבו השתמשת.',
};
