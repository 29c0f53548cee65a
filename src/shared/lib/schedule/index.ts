export { isSurveyActive, surveyStartsAt, surveyEndsAt, type SurveySchedule } from './schedule';
