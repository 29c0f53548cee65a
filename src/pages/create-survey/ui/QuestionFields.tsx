import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldError, useWatch, type UseFormSetValue } from 'react-hook-form';

import { NEW_CHOICE_OPTIONS, QUESTION_TYPE_LABELS } from '@/entities/survey';
import { QUESTION_SCALES, SURVEY_RULES, type QuestionType } from '@/shared/api';
import type { MessageDescriptor } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { Inline, Stack } from '@/shared/ui/layout';
import { Select } from '@/shared/ui/select';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';

import { fieldErrorText, type SurveyFormValues } from '../model/formSchema';
import * as styles from './CreateSurveyForm.css';

const TYPE_LABELS = Object.entries(QUESTION_TYPE_LABELS) as [QuestionType, MessageDescriptor][];

const isQuestionType = (key: unknown): key is QuestionType => typeof key === 'string' && key in QUESTION_TYPE_LABELS;

/**
 * What a scored question's scale means, said under its type: the scale's ends (QUESTION_SCALES) with what they mean,
 * written whole so each language can order them.
 */
function scaleDescription(type: QuestionType): MessageDescriptor | undefined {
  if (type !== 'rating' && type !== 'nps') return undefined;
  const { min, max } = QUESTION_SCALES[type];
  return type === 'rating'
    ? msg`Answered from ${min} (Very dissatisfied) to ${max} (Very satisfied).`
    : msg`Answered from ${min} (Not at all likely) to ${max} (Extremely likely).`;
}

/** The message of one option, when the resolver put one on it (path questions.N.options.M). */
function optionError(error: FieldError | undefined, index: number): string | undefined {
  const item = (error as Record<number, FieldError | undefined> | undefined)?.[index];
  return fieldErrorText(item?.message);
}

export interface QuestionFieldsProps {
  control: Control<SurveyFormValues>;
  setValue: UseFormSetValue<SurveyFormValues>;
  index: number;
}

/**
 * One question of the form: its type, its text (NPS offers the standard wording) and, for multiple choice, its 2 to 10
 * options. Changing the type away from multiple choice drops the options; the server refuses options on other types.
 */
export function QuestionFields({ control, setValue, index }: QuestionFieldsProps) {
  const { t, i18n } = useLingui();
  const number = index + 1;
  const type = useWatch({ control, name: `questions.${index}.type` });
  const scale = scaleDescription(type);
  const typeItems = TYPE_LABELS.map(([id, label]) => ({ id, label: i18n._(label) }));
  // The standard wording in the user's language: the survey is written in it, and translated from it.
  const npsTemplate = t`How likely are you to recommend ... to a friend or colleague?`;
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={`questions.${index}.type`}
        render={({ field, fieldState }) => (
          <div className={styles.questionType}>
            <Select
              label={t`Question ${number} type`}
              items={typeItems}
              value={field.value}
              onChange={(key) => {
                if (!isQuestionType(key)) return;
                field.onChange(key);
                setValue(`questions.${index}.options`, key === 'multiple_choice' ? [...NEW_CHOICE_OPTIONS] : [], { shouldValidate: false });
              }}
              onBlur={field.onBlur}
              description={scale && i18n._(scale)}
              isInvalid={fieldState.invalid}
              errorMessage={fieldErrorText(fieldState.error?.message)}
            />
          </div>
        )}
      />
      <Controller
        control={control}
        name={`questions.${index}.text`}
        render={({ field, fieldState }) => (
          <Stack gap="xs">
            <TextArea
              label={t`Question ${number}`}
              rows={2}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={SURVEY_RULES.questionMaxLength}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldErrorText(fieldState.error?.message)}
            />
            {type === 'nps' && field.value.trim() !== npsTemplate && (
              <Inline>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => {
                    field.onChange(npsTemplate);
                  }}
                >
                  <Trans>Use the standard NPS question</Trans>
                </Button>
              </Inline>
            )}
          </Stack>
        )}
      />
      {type === 'multiple_choice' && (
        <Controller
          control={control}
          name={`questions.${index}.options`}
          render={({ field, fieldState }) => {
            const options = field.value;
            const replace = (next: string[]) => {
              field.onChange(next);
            };
            return (
              <fieldset className={styles.options}>
                <legend className={styles.optionsLegend}>
                  <Trans>Options of question {number}</Trans>
                </legend>
                <Stack gap="xs">
                  {options.map((option, optionIndex) => {
                    const optionNumber = optionIndex + 1;
                    // Options have no ids of their own; their place is their identity while editing.
                    return (
                      <div key={optionIndex} className={styles.option}>
                        <TextField
                          label={t`Option ${optionNumber}`}
                          value={option}
                          maxLength={SURVEY_RULES.optionMaxLength}
                          onChange={(text) => {
                            replace(options.map((current, at) => (at === optionIndex ? text : current)));
                          }}
                          onBlur={field.onBlur}
                          isInvalid={optionError(fieldState.error, optionIndex) !== undefined}
                          errorMessage={optionError(fieldState.error, optionIndex)}
                        />
                        <div className={styles.removeQuestion}>
                          <IconButton
                            label={t`Remove option ${optionNumber} of question ${number}`}
                            variant="ghost"
                            isDisabled={options.length <= SURVEY_RULES.optionsMin}
                            onPress={() => {
                              replace(options.filter((_, at) => at !== optionIndex));
                            }}
                          >
                            <Trash2 size={16} aria-hidden />
                          </IconButton>
                        </div>
                      </div>
                    );
                  })}
                  {fieldState.error?.message && (
                    <p className={styles.fieldError} role="alert">
                      {fieldErrorText(fieldState.error.message)}
                    </p>
                  )}
                  <Inline>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Plus size={16} aria-hidden />}
                      isDisabled={options.length >= SURVEY_RULES.optionsMax}
                      onPress={() => {
                        replace([...options, '']);
                      }}
                    >
                      <Trans>Add Option</Trans>
                    </Button>
                  </Inline>
                </Stack>
              </fieldset>
            );
          }}
        />
      )}
    </Stack>
  );
}
