import { type KeyboardEvent, type Ref, type SubmitEvent, useId, useRef } from 'react';

import { RESPOND_LIMITS } from '@/shared/api/contract/respond';
import { fillMessage, type RespondentMessages } from '@/shared/config/respondent-messages';

import { formatNumber } from '../lib/format';
import type { Outgoing } from '../model/participation';
import * as styles from './ParticipationPage.css';
import { visuallyHidden } from './theme.css';

interface AnswerFormProps {
  texts: RespondentMessages;
  language: string;
  draft: string;
  outgoing: Outgoing | null;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onRetry: () => void;
  /** Ends the conversation early; absent before the first answer, when there is no conversation to end. */
  onFinish?: () => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The answer field and its actions. Enter sends (Shift+Enter starts a new line); the field keeps the keyboard focus
 * through sending, and is only read-only meanwhile (a disabled field would drop the focus and close a phone's keyboard).
 */
export function AnswerForm({ texts, language, draft, outgoing, onDraftChange, onSend, onRetry, onFinish, formRef }: AnswerFormProps) {
  const fieldId = useId();
  const counterId = useId();
  const alertId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const sending = outgoing?.status === 'sending';
  const sendingAnswer = sending && outgoing.action.kind === 'message';
  const failed = outgoing?.status === 'failed' ? outgoing : null;
  const waiting = failed?.failure.waiting ?? false;
  const charactersLeft = RESPOND_LIMITS.messageLength - draft.length;

  const keepFocus = () => fieldRef.current?.focus();

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
        <button type="submit" className={styles.button.primary} disabled={sending || waiting || draft.trim() === ''}>
          {sendingAnswer ? texts.sending : texts.send}
        </button>
        {onFinish && (
          <button
            type="button"
            className={`${styles.button.secondary} ${styles.finishNow}`}
            disabled={sending || waiting}
            onClick={() => {
              keepFocus();
              onFinish();
            }}
          >
            {texts.finishNow}
          </button>
        )}
      </div>
      <p role="status" className={visuallyHidden}>
        {sending ? texts.sending : ''}
      </p>
    </form>
  );
}
