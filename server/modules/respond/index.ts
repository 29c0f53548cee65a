export { createParticipationPageRoutes, PARTICIPATION_PAGE_PREFIX } from './page.ts';
export { CONVERSATION_REQUESTS_PER_MINUTE, createRespondRoutes, RESPOND_API_PREFIX } from './routes.ts';
export { strictConversation, strictConversationMessage, strictParticipationLink } from './strict.ts';
