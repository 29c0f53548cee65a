import type { RespondentMessages } from './types';

/** Vietnamese, addressing the respondent as "Quý khách", as a retailer does. */
export const vi: RespondentMessages = {
  greeting: 'Xin chào! Cảm ơn Quý khách đã tham gia khảo sát “{title}”. Tôi sẽ lần lượt hỏi Quý khách vài câu hỏi ngắn.',
  thanks: 'Cảm ơn Quý khách! Câu trả lời của Quý khách đã được ghi nhận. Chúc Quý khách một ngày tốt lành.',
  endedEarly: 'Cảm ơn Quý khách đã dành thời gian. Những câu trả lời Quý khách đã đưa ra đều được ghi nhận.',
  progress: 'Câu hỏi {number}/{count}',
  loading: 'Đang tải khảo sát…',
  loadFailed: 'Không tải được khảo sát. Quý khách vui lòng kiểm tra kết nối và thử lại.',
  conversationLabel: 'Cuộc trò chuyện',
  assistantName: 'Trợ lý',
  respondentName: 'Quý khách',
  answerLabel: 'Câu trả lời của Quý khách',
  answerPlaceholder: 'Nhập câu trả lời tại đây',
  charactersLeft: 'Còn {count} ký tự',
  send: 'Gửi',
  sending: 'Đang gửi…',
  finishNow: 'Kết thúc ngay',
  sendFailed: 'Chưa gửi được câu trả lời. Quý khách vui lòng kiểm tra kết nối và thử lại.',
  retry: 'Thử lại',
  tooManyRequests: 'Quý khách đã gửi quá nhiều tin nhắn trong thời gian ngắn. Vui lòng đợi một lát rồi thử lại.',
  finishedTitle: 'Xin cảm ơn!',
  finishedMessage: 'Quý khách đã hoàn thành khảo sát. Quý khách có thể đóng trang này.',
  notStarted: 'Khảo sát sẽ bắt đầu vào {date}. Quý khách vui lòng quay lại vào ngày đó.',
  ended: 'Khảo sát đã kết thúc vào {date}. Cảm ơn Quý khách đã quan tâm.',
  notFoundTitle: 'Không tìm thấy liên kết khảo sát',
  notFoundMessage: 'Quý khách vui lòng kiểm tra lại liên kết hoặc mã QR đã sử dụng.',
};
