import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { isRightToLeft } from '@/shared/config/respondent-messages';

import './document.css';
import { type DocumentInfo, ParticipationPage } from './ui/ParticipationPage';

/** The link token is the last segment of the address: /r/{token}. */
function linkTokenOf(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function followDocument({ language, title }: DocumentInfo) {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  document.title = title;
}

// Until the page knows better, the document is in the browser's language.
document.documentElement.lang = navigator.language;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount into.');

createRoot(container).render(
  <StrictMode>
    <ParticipationPage linkToken={linkTokenOf(window.location.pathname)} onDocumentChange={followDocument} />
  </StrictMode>,
);
