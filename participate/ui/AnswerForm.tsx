import { type KeyboardEvent, type Ref, type SubmitEvent, useEffect, useId, useRef, useState } from 'react';

import { type QuestionReply, RESPOND_LIMITS } from '@/shared/api/contract/respond';
import { fillMessage, type RespondentMessages } from '@/shared/config/respondent-messages';

import { formatNumber } from '../lib/format';
import type { Outgoing } from '../model/participation';
import * as styles from './ParticipationPage.css';
import { QuickReplies } from './QuickReplies';
import { visuallyHidden } from './theme.css';

interface AnswerFormProps {
  texts: RespondentMessages;
  language: string;
  draft: string;
  /** The awaited question's quick replies, offered above the field; null for a text question or a follow-up. */
  reply: QuestionReply | null;
  choice: number | null;
  outgoing: Outgoing | null;
  onDraftChange: (text: string) => void;
  onChoose: (value: number) => void;
  onSend: () => void;
  /** Skips the assistant's follow-up; present only while one awaits its answer. */
  onSkip?: () => void;
  onRetry: () => void;
  /** Ends the conversation early; absent before the first answer, when there is no conversation to end. */
  onFinish?: () => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The answer field and its actions. Enter sends (Shift+Enter starts a new line); the field keeps the keyboard focus
 * through sending, and is only read-only meanwhile (a disabled field would drop the focus and close a phone's keyboard).
 */
export function AnswerForm({
  texts,
  language,
  draft,
  reply,
  choice,
  outgoing,
  onDraftChange,
  onChoose,
  onSend,
  onSkip,
  onRetry,
  onFinish,
  formRef,
}: AnswerFormProps) {
  const fieldId = useId();
  const counterId = useId();
  const alertId = useId();
  const confirmId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const keepAnsweringRef = useRef<HTMLButtonElement>(null);
  // 'Finish now' asks first: one stray tap must not end the survey.
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  const sending = outgoing?.status === 'sending';
  const sendingAnswer = sending && outgoing.action.kind === 'message';
  const failed = outgoing?.status === 'failed' ? outgoing : null;
  const waiting = failed?.failure.waiting ?? false;
  const charactersLeft = RESPOND_LIMITS.messageLength - draft.length;

  const keepFocus = () => fieldRef.current?.focus();

  useEffect(() => {
    if (confirmingFinish) keepAnsweringRef.current?.focus();
  }, [confirmingFinish]);

  const keepAnswering = () => {
    setConfirmingFinish(false);
    keepFocus();
  };
  // Escape on either of the confirmation's buttons goes back to the answer, as closing a question does.
  const keepAnsweringOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') keepAnswering();
  };

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    keepFocus();
    onSend();
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter that confirms an input method's composition (Japanese, Chinese, Korean) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {reply && <QuickReplies reply={reply} texts={texts} choice={choice} disabled={sending} onChoose={onChoose} />}
      <label htmlFor={fieldId} className={styles.label}>
        {texts.answerLabel}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        name="answer"
        className={styles.answer}
        rows={3}
        value={draft}
        placeholder={texts.answerPlaceholder}
        maxLength={RESPOND_LIMITS.messageLength}
        readOnly={sending}
        enterKeyHint="send"
        aria-describedby={failed ? `${counterId} ${alertId}` : counterId}
        onChange={(event) => {
          onDraftChange(event.target.value);
        }}
        onKeyDown={sendOnEnter}
      />
      <p id={counterId} className={styles.counter}>
        {fillMessage(texts.charactersLeft, { count: formatNumber(charactersLeft, language) })}
      </p>
      {failed && (
        <div className={styles.alert}>
          <p id={alertId} role="alert" className={styles.text}>
            {failed.failure.reason === 'rateLimited' ? texts.tooManyRequests : texts.sendFailed}
          </p>
          <button
            type="button"
            className={styles.button.secondary}
            disabled={waiting}
            onClick={() => {
              keepFocus();
              onRetry();
            }}
          >
            {texts.retry}
          </button>
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button.primary} disabled={sending || waiting || (draft.trim() === '' && choice === null)}>
          {sendingAnswer ? texts.sending : texts.send}
        </button>
        {onSkip && (
          <button
            type="button"
            className={styles.button.secondary}
            disabled={sending || waiting}
            onClick={() => {
              keepFocus();
              onSkip();
            }}
          >
            {texts.skip}
          </button>
        )}
        {onFinish && !confirmingFinish && (
          <button
            type="button"
            className={`${styles.button.secondary} ${styles.finishNow}`}
            disabled={sending || waiting}
            onClick={() => {
              setConfirmingFinish(true);
            }}
          >
            {texts.finishNow}
          </button>
        )}
      </div>
      {onFinish && confirmingFinish && (
        <div role="group" aria-labelledby={confirmId} className={styles.confirmFinish}>
          <p id={confirmId} className={styles.text}>
            {texts.finishConfirm}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button.primary}
              disabled={sending || waiting}
              onKeyDown={keepAnsweringOnEscape}
              onClick={() => {
                setConfirmingFinish(false);
                keepFocus();
                onFinish();
              }}
            >
              {texts.finishConfirmYes}
            </button>
            <button ref={keepAnsweringRef} type="button" className={styles.button.secondary} onKeyDown={keepAnsweringOnEscape} onClick={keepAnswering}>
              {texts.finishConfirmNo}
            </button>
          </div>
        </div>
      )}
      <p role="status" className={visuallyHidden}>
        {sending ? texts.sending : ''}
      </p>
    </form>
  );
}
