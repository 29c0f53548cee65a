import type { RespondentMessages } from './types';

/** Thai. Polite and without the gendered particles ครับ/ค่ะ, so the assistant has no gender. */
export const th: RespondentMessages = {
  greeting: 'สวัสดี ขอบคุณที่สละเวลาร่วมตอบ “{title}” เราจะถามคำถามสั้น ๆ เพียงไม่กี่ข้อ ทีละข้อ',
  thanks: 'ขอบคุณมาก บันทึกคำตอบของคุณเรียบร้อยแล้ว ขอให้เป็นวันที่ดี',
  endedEarly: 'ขอบคุณที่สละเวลา คำตอบที่คุณให้ไว้ได้รับการบันทึกแล้ว',
  progress: 'คำถามที่ {number} จาก {count}',
  loading: 'กำลังโหลดแบบสอบถาม…',
  loadFailed: 'โหลดแบบสอบถามไม่สำเร็จ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  conversationLabel: 'การสนทนา',
  assistantName: 'ผู้ช่วย',
  respondentName: 'คุณ',
  answerLabel: 'คำตอบของคุณ',
  answerPlaceholder: 'พิมพ์คำตอบของคุณที่นี่',
  charactersLeft: 'เหลืออีก {count} ตัวอักษร',
  send: 'ส่ง',
  sending: 'กำลังส่ง…',
  finishNow: 'จบแบบสอบถามตอนนี้',
  sendFailed: 'ส่งคำตอบไม่สำเร็จ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  retry: 'ลองอีกครั้ง',
  tooManyRequests: 'ส่งข้อความมากเกินไปในเวลาอันสั้น กรุณารอสักครู่แล้วลองอีกครั้ง',
  finishedTitle: 'ขอบคุณที่ร่วมตอบแบบสอบถาม',
  finishedMessage: 'คุณตอบแบบสอบถามนี้ครบแล้ว สามารถปิดหน้านี้ได้เลย',
  notStarted: 'แบบสอบถามนี้จะเปิดในวันที่ {date} กรุณากลับมาอีกครั้งในวันดังกล่าว',
  ended: 'แบบสอบถามนี้ปิดไปแล้วเมื่อวันที่ {date} ขอบคุณที่ให้ความสนใจ',
  notFoundTitle: 'ไม่พบลิงก์แบบสอบถาม',
  notFoundMessage: 'กรุณาตรวจสอบลิงก์หรือคิวอาร์โค้ดที่คุณใช้',
};
