import { t } from '@lingui/core/macro';

import { apiDownload, apiRequest, apiSend, ApiError, createSurveyResponse, surveyCreatePayload, surveyDetail, surveyFunnel, surveyList, surveyTranslations, translationProgress, type CreateSurveyResponse, type SurveyCreatePayload, type SurveyDetail, type SurveyFunnel, type SurveyListItem, type SurveyTranslations, type TranslationProgress } from '@/shared/api';
import { formatIsoDay } from '@/shared/lib/date';

const surveyPath = (id: string) => `/api/surveys/${encodeURIComponent(id)}`;

/** GET /api/surveys. */
export function listSurveys(): Promise<SurveyListItem[]> {
  return apiRequest('/api/surveys', surveyList, { fallbackMessage: t`An unknown error occurred` });
}

/** GET /api/surveys/{id}. */
export function getSurvey(id: string): Promise<SurveyDetail> {
  return apiRequest(surveyPath(id), surveyDetail, { fallbackMessage: t`Failed to fetch survey details` });
}

/**
 * POST /api/surveys. The payload is checked against the contract first, so a bad payload fails here with the
 * contract's message (e.g. 'Title must be at least 5 characters long') and is never sent.
 */
export function createSurvey(payload: SurveyCreatePayload): Promise<CreateSurveyResponse> {
  const checked = surveyCreatePayload.safeParse(payload);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? t`The survey is not valid.`;
    return Promise.reject(new ApiError(message, undefined, checked.error.issues));
  }
  return apiRequest('/api/surveys', createSurveyResponse, {
    method: 'POST',
    body: checked.data,
    // Spec section 8: the server's detail, else 'Failed: {status text}', else this.
    statusTextMessage: (statusText) => t`Failed: ${statusText}`,
    fallbackMessage: t`An unexpected error occurred while creating the survey.`,
  });
}

/**
 * DELETE /api/surveys/{id}. Resolves on 204 or any other 2xx (with or without a body); rejects otherwise.
 * Sent as a JSON request whose answer is ignored rather than with apiSend: apiSend reads error bodies as text, which
 * loses the server's `detail` that the delete alert shows.
 */
export async function deleteSurvey(id: string): Promise<void> {
  await apiSend(surveyPath(id), { method: 'DELETE', fallbackMessage: t`Delete failed` });
}

/**
 * GET /api/surveys/{id}/translation-progress: one answer read both ways (links dialog and overlay). A failure reads
 * 'Failed to fetch translation progress: {status text}' (spec section 8), unless the server explains it in a detail.
 */
export function getTranslationProgress(id: string): Promise<TranslationProgress> {
  return apiRequest(`${surveyPath(id)}/translation-progress`, translationProgress, {
    statusTextMessage: (statusText) => t`Failed to fetch translation progress: ${statusText}`,
    fallbackMessage: t`Failed to fetch translation progress`,
  });
}

/** GET /api/surveys/{id}/translations: each target locale's texts, and whether the caller may edit them. */
/** GET /api/surveys/{id}/funnel: visits, started and complete responses (src/shared/api/contract/funnel.ts). */
export function getSurveyFunnel(id: string): Promise<SurveyFunnel> {
  return apiRequest(`${surveyPath(id)}/funnel`, surveyFunnel, { fallbackMessage: t`Failed to fetch the responses` });
}

export function getSurveyTranslations(id: string): Promise<SurveyTranslations> {
  return apiRequest(`${surveyPath(id)}/translations`, surveyTranslations, { fallbackMessage: t`Failed to fetch translations` });
}

/** The name of a raw-data export: survey_{id}_raw_data_{yyyy-MM-dd}.csv, the viewer's day like every date on screen. */
export function rawDataFileName(id: string, now: Date): string {
  return `survey_${id}_raw_data_${formatIsoDay(now)}.csv`;
}

/**
 * GET /api/surveys/{id}/export/raw-data: the CSV, named by the viewer's day. The server's content-disposition names the
 * UTC day (it cannot know the viewer's zone), which is another day for part of every day in Seoul or Mexico City.
 */
export async function downloadSurveyRawData(id: string, now: Date = new Date()): Promise<{ blob: Blob; fileName: string }> {
  const { blob } = await apiDownload(`${surveyPath(id)}/export/raw-data`, {
    fallbackMessage: t`Failed to download data. Please try again.`,
  });
  return { blob, fileName: rawDataFileName(id, now) };
}
