import { Plus, Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldError, useWatch, type UseFormSetValue } from 'react-hook-form';

import { NEW_CHOICE_OPTIONS, QUESTION_TYPE_LABELS } from '@/entities/survey';
import { NPS_QUESTION_TEMPLATE, QUESTION_SCALES, SURVEY_RULES, type QuestionType } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { Inline, Stack } from '@/shared/ui/layout';
import { Select } from '@/shared/ui/select';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';

import type { SurveyFormValues } from '../model/formSchema';
import * as styles from './CreateSurveyForm.css';

const TYPE_ITEMS = (Object.entries(QUESTION_TYPE_LABELS) as [QuestionType, string][]).map(([id, label]) => ({ id, label }));

const isQuestionType = (key: unknown): key is QuestionType => typeof key === 'string' && key in QUESTION_TYPE_LABELS;

/** What a scored question's scale means, said under its type. */
function scaleDescription(type: QuestionType): string | undefined {
  if (type !== 'rating' && type !== 'nps') return undefined;
  const scale = QUESTION_SCALES[type];
  return `Answered from ${String(scale.min)} (${scale.lowLabel}) to ${String(scale.max)} (${scale.highLabel}).`;
}

/** The message of one option, when the resolver put one on it (path questions.N.options.M). */
function optionError(error: FieldError | undefined, index: number): string | undefined {
  const item = (error as Record<number, FieldError | undefined> | undefined)?.[index];
  return item?.message;
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
  const number = index + 1;
  const type = useWatch({ control, name: `questions.${index}.type` });
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={`questions.${index}.type`}
        render={({ field, fieldState }) => (
          <div className={styles.questionType}>
            <Select
              label={`Question ${String(number)} type`}
              items={TYPE_ITEMS}
              value={field.value}
              onChange={(key) => {
                if (!isQuestionType(key)) return;
                field.onChange(key);
                setValue(`questions.${index}.options`, key === 'multiple_choice' ? [...NEW_CHOICE_OPTIONS] : [], { shouldValidate: false });
              }}
              onBlur={field.onBlur}
              description={scaleDescription(type)}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
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
              label={`Question ${String(number)}`}
              rows={2}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={SURVEY_RULES.questionMaxLength}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
            {type === 'nps' && field.value.trim() !== NPS_QUESTION_TEMPLATE && (
              <Inline>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => {
                    field.onChange(NPS_QUESTION_TEMPLATE);
                  }}
                >
                  Use the standard NPS question
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
                <legend className={styles.optionsLegend}>Options of question {number}</legend>
                <Stack gap="xs">
                  {options.map((option, optionIndex) => (
                    // Options have no ids of their own; their place is their identity while editing.
                    <div key={optionIndex} className={styles.option}>
                      <TextField
                        label={`Option ${String(optionIndex + 1)}`}
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
                          label={`Remove option ${String(optionIndex + 1)} of question ${String(number)}`}
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
                  ))}
                  {fieldState.error?.message && (
                    <p className={styles.fieldError} role="alert">
                      {fieldState.error.message}
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
                      Add Option
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
