export { SurveyLinkRow, type SurveyLinkRowProps } from './ui/SurveyLinkRow';
export { copyWithToast } from './lib/copyWithToast';
