import { useEffect, useId, useRef } from 'react';

import { fillMessage, isRightToLeft, type RespondentMessages } from '@/shared/config/respondent-messages';

import { formatDate, formatDateTime, formatNumber } from '../lib/format';
import type { ParticipationActions, ParticipationState } from '../model/participation';
import { useParticipation } from '../model/useParticipation';
import { useReducedMotion } from '../model/useReducedMotion';
import { AnswerForm } from './AnswerForm';
import { ConversationLog } from './ConversationLog';
import * as styles from './ParticipationPage.css';

/** What the document around the page should say: its language and its title. */
export interface DocumentInfo {
  language: string;
  title: string;
}

export interface ParticipationPageProps {
  /** The participation link's token: the last segment of /r/{token}. */
  linkToken: string;
  /** Told each time the page's language or title changes (the entry sets `<html lang dir>` and the tab's title). */
  onDocumentChange?: (info: DocumentInfo) => void;
}

/** The page a participation link opens: the survey as a chat with the assistant, or why it cannot be taken now. */
export function ParticipationPage({ linkToken, onDocumentChange }: ParticipationPageProps) {
  const [state, actions] = useParticipation(linkToken);
  const reducedMotion = useReducedMotion();
  const { texts } = state;
  const language = texts?.language;
  const title = documentTitle(state);

  useEffect(() => {
    if (language !== undefined && title !== null) onDocumentChange?.({ language, title });
  }, [language, title, onDocumentChange]);

  return (
    <div
      className={styles.page}
      lang={language}
      dir={language !== undefined && isRightToLeft(language) ? 'rtl' : 'ltr'}
      data-motion={reducedMotion ? 'reduce' : 'full'}
    >
      <main className={styles.column} aria-busy={texts === null}>
        {texts ? (
          <PhaseView state={state} texts={texts.messages} language={texts.language} actions={actions} reducedMotion={reducedMotion} />
        ) : (
          // No words yet to say it with (the catalogue is on its way): the same spinner the HTML showed.
          <div className={styles.spinner} aria-hidden="true" />
        )}
      </main>
    </div>
  );
}

function documentTitle({ phase, texts }: ParticipationState): string | null {
  if (phase.kind === 'closed' || phase.kind === 'conversation') return phase.link.title;
  if (phase.kind === 'notFound' && texts) return texts.messages.notFoundTitle;
  return null;
}

interface PhaseViewProps {
  state: ParticipationState;
  texts: RespondentMessages;
  language: string;
  actions: ParticipationActions;
  reducedMotion: boolean;
}

function PhaseView({ state, texts, language, actions, reducedMotion }: PhaseViewProps) {
  const { phase } = state;
  switch (phase.kind) {
    case 'loading':
      return (
        <div role="status" className={styles.notice}>
          <h1 className={styles.title}>{texts.loading}</h1>
        </div>
      );
    case 'notFound':
      return (
        <div className={styles.notice}>
          <h1 className={styles.title}>{texts.notFoundTitle}</h1>
          <p className={styles.text}>{texts.notFoundMessage}</p>
        </div>
      );
    case 'unavailable':
      // Loading stopped short. A 429 keeps the loading heading and says to wait; any other failure (no network, a
      // server error) says the survey could not be loaded. Either is announced, and Try again (held back for the 429's
      // Retry-After) loads again.
      return (
        <div className={styles.notice}>
          {phase.failure.reason === 'rateLimited' ? (
            <>
              <h1 className={styles.title}>{texts.loading}</h1>
              <p role="alert" className={styles.text}>
                {texts.tooManyRequests}
              </p>
            </>
          ) : (
            <div role="alert">
              <h1 className={styles.title}>{texts.loadFailed}</h1>
            </div>
          )}
          <button type="button" className={styles.button.primary} disabled={phase.failure.waiting} onClick={actions.reload}>
            {texts.retry}
          </button>
        </div>
      );
    case 'closed': {
      const { link } = phase;
      const notStarted = link.schedule === 'not_started';
      const sentence = fillMessage(notStarted ? texts.notStarted : texts.ended, {
        // When it opens: the time too, in the respondent's zone (it may open later today); when it closed: the day.
        date: notStarted ? formatDateTime(link.starts_at, language) : formatDate(link.ends_at, language),
      });
      return (
        <div className={styles.notice}>
          <h1 className={styles.title}>{link.title}</h1>
          <p className={styles.text}>{sentence}</p>
        </div>
      );
    }
    case 'conversation':
      return <ConversationView state={state} phase={phase} texts={texts} language={language} actions={actions} reducedMotion={reducedMotion} />;
  }
}

interface ConversationViewProps extends PhaseViewProps {
  phase: Extract<ParticipationState['phase'], { kind: 'conversation' }>;
}

function ConversationView({ state, phase, texts, language, actions, reducedMotion }: ConversationViewProps) {
  const { link, conversation } = phase;
  const thanksId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksHeadingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ count: conversation.messages.length, finished: conversation.finished });

  useEffect(() => {
    const before = shown.current;
    shown.current = { count: conversation.messages.length, finished: conversation.finished };
    if (conversation.finished && !before.finished) {
      // The form (and the focus in it) is gone: the thank-you takes the focus, so a screen reader reads it next.
      thanksHeadingRef.current?.focus();
    } else if (conversation.messages.length > before.count) {
      // The next question sits just above the field: keep both in view, the field last.
      formRef.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  }, [conversation.messages.length, conversation.finished, reducedMotion]);

  const question = conversation.awaiting_question;
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{link.title}</h1>
        {!conversation.finished && question !== null && (
          <p className={styles.progress}>
            {fillMessage(texts.progress, { number: formatNumber(question, language), count: formatNumber(link.question_count, language) })}
          </p>
        )}
      </header>
      <ConversationLog messages={conversation.messages} texts={texts} />
      {conversation.finished ? (
        <section className={styles.thanks} aria-labelledby={thanksId}>
          <h2 id={thanksId} ref={thanksHeadingRef} tabIndex={-1} className={styles.thanksTitle}>
            {texts.finishedTitle}
          </h2>
          <p className={styles.text}>{texts.finishedMessage}</p>
        </section>
      ) : (
        <AnswerForm
          formRef={formRef}
          texts={texts}
          language={language}
          draft={state.draft}
          reply={conversation.awaiting_reply}
          choice={state.choice}
          outgoing={state.outgoing}
          onDraftChange={actions.setDraft}
          onChoose={actions.choose}
          onSend={actions.send}
          {...(conversation.awaiting_follow_up && { onSkip: actions.skip })}
          onRetry={actions.retry}
          {...(phase.started && { onFinish: actions.finish })}
        />
      )}
    </>
  );
}
