import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { ApiError, ruleMessageText, TRANSLATION_TEXT_MAX_LENGTH, translationEdit, type LocaleTranslations, type TranslationEdit } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Inline, Stack } from '@/shared/ui/layout';
import { Text } from '@/shared/ui/text';
import { TextArea } from '@/shared/ui/text-area';
import { toast } from '@/shared/ui/toast';

import { saveTranslation, type TranslationTarget } from '../api/saveTranslation';
import { failureMessage } from '../model/surveyDetailView';
import * as styles from './SurveyDetailsDialog.css';

export interface EditTranslationDialogProps {
  target: TranslationTarget;
  /** The locale's language as the reader reads it, e.g. 'Spanish'. */
  languageName: string;
  /** 'Title' or 'Question N'. */
  itemLabel: string;
  sourceText: string;
  /** The current translation; null when the item has none yet. */
  text: string | null;
  /** The locale as the server has it after the edit. */
  onSaved: (locale: LocaleTranslations) => void;
}

interface EditTranslationFormProps extends EditTranslationDialogProps {
  close: () => void;
  onPendingChange: (isPending: boolean) => void;
}

function EditTranslationForm({ target, languageName, itemLabel, sourceText, text, onSaved, close, onPendingChange }: EditTranslationFormProps) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string>();
  // Pending only while the request runs: a text refused by the schema never reaches the server.
  const [isSaving, setSaving] = useState(false);
  const { control, handleSubmit, setError } = useForm<TranslationEdit>({
    resolver: zodResolver(translationEdit),
    defaultValues: { text: text ?? '' },
  });

  const submit = handleSubmit(async ({ text: edited }) => {
    setFailure(undefined);
    setSaving(true);
    onPendingChange(true);
    try {
      onSaved(await saveTranslation(target, edited));
      toast.success(t`Translation saved`, `${languageName}, ${itemLabel}`);
      close();
    } catch (reason) {
      const message = failureMessage(reason, t`Failed to save the translation`);
      // The server's word on the text itself belongs next to the field; any other refusal above the buttons.
      if (reason instanceof ApiError && reason.status === 422) setError('text', { message }, { shouldFocus: true });
      else setFailure(message);
    } finally {
      setSaving(false);
      onPendingChange(false);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Edit translation of ${itemLabel} (${languageName})`}>
      <Stack gap="md">
        <div className={styles.field}>
          <Text as="span" size="sm" tone="muted">
            <Trans>Source text</Trans>
          </Text>
          <Text as="p">{sourceText}</Text>
        </div>
        <Controller
          control={control}
          name="text"
          render={({ field, fieldState }) => (
            <TextArea
              label={t`Translation`}
              rows={4}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={TRANSLATION_TEXT_MAX_LENGTH}
              isRequired
              validationBehavior="aria"
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message && ruleMessageText(fieldState.error.message)}
            />
          )}
        />
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <Inline gap="sm" justifyContent="flex-end">
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isPending={isSaving}>
            <Trans>Save translation</Trans>
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * The 'Edit translation' action of one item of one locale: a dialog with the source text and the translation, saved
 * through the server, which records it as the staff's (it wins over the machine's and is reused by later surveys).
 */
export function EditTranslationDialog(props: EditTranslationDialogProps) {
  const { t } = useLingui();
  const { itemLabel, languageName } = props;
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        icon={<Pencil size={14} aria-hidden />}
        aria-label={t`Edit translation of ${itemLabel} (${languageName})`}
        onPress={() => {
          setOpen(true);
        }}
      >
        <Trans>Edit translation</Trans>
      </Button>
      <Dialog
        title={t`Edit translation`}
        description={`${languageName}, ${itemLabel}`}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isPending={isPending}
        size="md"
      >
        {({ close }) => <EditTranslationForm {...props} close={close} onPendingChange={setPending} />}
      </Dialog>
    </>
  );
}
