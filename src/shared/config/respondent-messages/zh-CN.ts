import type { RespondentMessages } from './types';

/** Simplified Chinese (mainland usage). */
export const zhCN: RespondentMessages = {
  greeting: '您好！感谢您参与“{title}”。接下来我会逐一向您提几个简短的问题。',
  thanks: '谢谢！您的回答已记录。祝您有美好的一天！',
  endedEarly: '感谢您抽出宝贵时间，您已提交的回答均已记录。',
  progress: '第 {number} 题，共 {count} 题',
  loading: '问卷加载中…',
  loadFailed: '问卷加载失败，请检查网络连接后重试。',
  conversationLabel: '对话',
  assistantName: '助手',
  respondentName: '您',
  answerLabel: '您的回答',
  answerPlaceholder: '请在此输入您的回答',
  charactersLeft: '还可输入 {count} 个字',
  send: '发送',
  sending: '发送中…',
  finishNow: '立即结束',
  sendFailed: '回答未能发送，请检查网络连接后重试。',
  retry: '重试',
  tooManyRequests: '短时间内发送的消息过多，请稍候再试。',
  finishedTitle: '感谢您的参与！',
  finishedMessage: '您已完成本问卷，现在可以关闭此页面。',
  notStarted: '本问卷将于{date}开放，届时欢迎您再来参与。',
  ended: '本问卷已于{date}结束，感谢您的关注。',
  notFoundTitle: '未找到问卷链接',
  notFoundMessage: '请检查您使用的链接或二维码。',
};
