// The SPA's wire contract, reused so both sides agree on every body. One seam here keeps the cross-tree path in one
// place (the '@/…' alias is a Vite/TypeScript path that tsx and node do not resolve).
export * from '../src/shared/api/contract/index.ts';
export { appRoutes } from '../src/shared/config/routes.ts';
// The rules the Dashboard's figures are counted by, shared with the screens that show the same surveys.
export { isSurveyActive, type SurveySchedule } from '../src/shared/lib/schedule/schedule.ts';
export { recentResponsesSince } from '../src/shared/lib/date/date.ts';
// The fallback reason the screens recognise, so they never call a fallback translated.
export { NO_PROVIDER_MESSAGE } from '../src/shared/lib/translation/outcome.ts';
// The respondent's public API, shared with the participation page (not re-exported by the SPA's contract index).
export {
  RESPOND_LIMITS,
  scheduleStates,
  scheduleState,
  participationLink,
  conversationMessage,
  conversation,
  respondentMessage,
  conversationStart,
  questionReply,
  followUpSkip,
  CONVERSATION_TOKEN_PATTERN,
  type ScheduleState,
  type ParticipationLink,
  type ConversationMessage,
  type Conversation,
  type RespondentMessage,
  type ConversationStart,
  type QuestionReply,
  type FollowUpSkip,
} from '../src/shared/api/contract/respond.ts';
