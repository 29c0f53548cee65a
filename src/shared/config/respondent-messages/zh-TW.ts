import type { RespondentMessages } from './types';

/** Traditional Chinese (Taiwan usage). */
export const zhTW: RespondentMessages = {
  greeting: '您好！感謝您參與「{title}」。接下來我會逐一請教您幾個簡短的問題。',
  thanks: '謝謝！您的回答已記錄下來。祝您有美好的一天！',
  endedEarly: '感謝您撥冗作答，您已提供的回答均已記錄。',
  progress: '第 {number} 題，共 {count} 題',
  loading: '問卷載入中…',
  loadFailed: '問卷載入失敗，請檢查網路連線後再試一次。',
  conversationLabel: '對話',
  assistantName: '助理',
  respondentName: '您',
  answerLabel: '您的回答',
  answerPlaceholder: '請在此輸入您的回答',
  charactersLeft: '還可輸入 {count} 個字',
  send: '傳送',
  sending: '傳送中…',
  finishNow: '立即結束',
  sendFailed: '回答未能送出，請檢查網路連線後再試一次。',
  retry: '再試一次',
  tooManyRequests: '短時間內傳送的訊息過多，請稍候再試。',
  finishedTitle: '感謝您的參與！',
  finishedMessage: '您已完成這份問卷，現在可以關閉此頁面。',
  notStarted: '這份問卷將於{date}開放，屆時歡迎您再回來填寫。',
  ended: '這份問卷已於{date}結束，感謝您的關注。',
  notFoundTitle: '找不到問卷連結',
  notFoundMessage: '請檢查您使用的連結或 QR Code。',
};
