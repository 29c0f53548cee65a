export { SurveysPage } from './ui/SurveysPage';
