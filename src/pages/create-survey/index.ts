export { CreateSurveyPage } from './ui/CreateSurveyPage';
