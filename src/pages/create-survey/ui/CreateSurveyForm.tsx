import { zodResolver } from '@hookform/resolvers/zod';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';

import { languagesForCountries } from '@/entities/geography';
import { type CountryWithLanguages, type RegionWithCountries, SURVEY_RULES } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { DatePicker } from '@/shared/ui/date-picker';
import { IconButton } from '@/shared/ui/icon-button';
import { Grid, Inline, Stack } from '@/shared/ui/layout';
import { Text } from '@/shared/ui/text';
import { TextField } from '@/shared/ui/text-field';
import { TimePicker } from '@/shared/ui/time-picker';
import { toast } from '@/shared/ui/toast';

import { emptyQuestion, FIELD_ORDER, fieldErrorText, leftChannels, surveyFormSchema, type SurveyFormValues, typedChannels } from '../model/formSchema';
import { AudienceFields } from './AudienceFields';
import { QuestionFields } from './QuestionFields';
import * as styles from './CreateSurveyForm.css';

export interface CreateSurveyFormProps {
  regions: readonly RegionWithCountries[];
  countryLanguages: readonly CountryWithLanguages[];
  /** The audience the user starts with (their region preset, their local's countries). */
  initialAudience: Pick<SurveyFormValues, 'regions' | 'countries'>;
  isRegionLocked: boolean;
  /** Set for a user whose local is not ALL: the countries they may choose. */
  allowedCountries?: readonly string[];
  /** The first day that may be picked (today, in the user's timezone). */
  today: CalendarDate;
  /** Called with valid values and the languages they give; the page opens the Review dialog. */
  onReview: (values: SurveyFormValues, languages: string[]) => void;
}

const LANGUAGE_NOTICE_MS = 5000;
/** What takes the focus in a field's container (data-field): its control, else the first focusable element in it. */
const FIELD_CONTROL = 'input, textarea, button';
const FIELD_FOCUSABLE = `${FIELD_CONTROL}, [tabindex]`;

function calendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/** The first field with an error, in the order the form shows them, and its question when it is one. */
function firstInvalidField(errors: FieldErrors<SurveyFormValues>): string | undefined {
  for (const field of FIELD_ORDER) {
    const error = errors[field];
    if (!error) continue;
    if (field === 'questions' && Array.isArray(error)) {
      const index = (error as unknown[]).findIndex(Boolean);
      if (index >= 0) return `questions.${index}`;
    }
    return field;
  }
  return undefined;
}

/** The Create Survey form (spec section 2): title, schedule, audience, channels and up to three questions. */
export function CreateSurveyForm({ regions, countryLanguages, initialAudience, isRegionLocked, allowedCountries, today, onReview }: CreateSurveyFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, setValue, getValues, formState } = useForm<SurveyFormValues>({
    resolver: zodResolver(surveyFormSchema),
    defaultValues: {
      title: '',
      startDate: '',
      startTime: SURVEY_RULES.defaultStartTime,
      endDate: '',
      endTime: SURVEY_RULES.defaultEndTime,
      regions: initialAudience.regions,
      countries: initialAudience.countries,
      targetChannels: SURVEY_RULES.defaultChannels,
      questions: [emptyQuestion([])],
    },
    shouldFocusError: false,
  });
  // keyName: the field array's own keys must not take the place of the questions' ids (q1, q2...).
  const questions = useFieldArray({ control, name: 'questions', keyName: 'fieldKey' });
  const [regionsValue, countriesValue, startDate] = useWatch({ control, name: ['regions', 'countries', 'startDate'] });
  const { languages, countriesWithoutLanguages } = languagesForCountries(countriesValue, countryLanguages);

  // Spec section 4: a country without a supported language is announced once, when it is chosen.
  const announced = useRef(new Set<string>(countriesWithoutLanguages));
  useEffect(() => {
    const fresh = countriesWithoutLanguages.filter((country) => !announced.current.has(country));
    announced.current = new Set(countriesWithoutLanguages);
    if (fresh.length === 0) return;
    const count = fresh.length;
    const countries = fresh.join(', ');
    toast.info(
      t`Language Notice`,
      t`${plural(count, {
        one: `${countries} has no supported language; English will be used.`,
        other: `${countries} have no supported language; English will be used.`,
      })}`,
      { timeout: LANGUAGE_NOTICE_MS },
    );
  }, [countriesWithoutLanguages, t]);

  const focusField = (name: string) => {
    const container = formRef.current?.querySelector(`[data-field="${name}"]`);
    const target = container?.matches(FIELD_CONTROL) ? container : container?.querySelector(FIELD_FOCUSABLE);
    if (target instanceof HTMLElement) target.focus();
  };

  const reviewIfValid = (event: React.SyntheticEvent<HTMLFormElement>) =>
    handleSubmit(
      (values) => {
        onReview(values, languages);
      },
      (errors) => {
        if (errors.countries) toast.error(t`Validation Error`, t`Please select at least one target country.`);
        const first = firstInvalidField(errors);
        if (first) focusField(first);
      },
    )(event);

  const minEnd = calendarDate(startDate);
  const questionsError = fieldErrorText(formState.errors.questions?.root?.message ?? formState.errors.questions?.message);

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void reviewIfValid(event)} aria-label={t`Create Survey`}>
      <Card title={t`Survey Title`} headingLevel={2}>
        <div data-field="title" data-tour="title">
          <Controller
            control={control}
            name="title"
            render={({ field, fieldState }) => (
              <TextField
                label={t`Title`}
                placeholder={t`e.g. Store visit satisfaction, spring 2026`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isRequired
                maxLength={SURVEY_RULES.titleMaxLength}
                isInvalid={fieldState.invalid}
                errorMessage={fieldErrorText(fieldState.error?.message)}
              />
            )}
          />
        </div>
      </Card>

      <Card title={t`Schedule`} headingLevel={2} description={t`All dates and times are in your local timezone.`}>
        <div data-tour="dates">
          <Grid columns={{ mobile: 1, tablet: 2 }} gap="lg">
            <div data-field="startDate">
              <Controller
                control={control}
                name="startDate"
                render={({ field, fieldState }) => (
                  <DatePicker
                    label={t`Start date`}
                    value={calendarDate(field.value)}
                    onChange={(date) => {
                      field.onChange(date?.toString() ?? '');
                    }}
                    minValue={today}
                    isRequired
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldErrorText(fieldState.error?.message)}
                  />
                )}
              />
            </div>
            <div data-field="startTime">
              <Controller
                control={control}
                name="startTime"
                render={({ field, fieldState }) => (
                  <TimePicker label={t`Start time`} value={field.value || null} onChange={field.onChange} isRequired isInvalid={fieldState.invalid} errorMessage={fieldErrorText(fieldState.error?.message)} />
                )}
              />
            </div>
            <div data-field="endDate">
              <Controller
                control={control}
                name="endDate"
                render={({ field, fieldState }) => (
                  <DatePicker
                    label={t`End date`}
                    value={calendarDate(field.value)}
                    onChange={(date) => {
                      field.onChange(date?.toString() ?? '');
                    }}
                    minValue={minEnd && minEnd.compare(today) > 0 ? minEnd : today}
                    isRequired
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldErrorText(fieldState.error?.message)}
                  />
                )}
              />
            </div>
            <div data-field="endTime">
              <Controller
                control={control}
                name="endTime"
                render={({ field, fieldState }) => (
                  <TimePicker label={t`End time`} value={field.value || null} onChange={field.onChange} isRequired isInvalid={fieldState.invalid} errorMessage={fieldErrorText(fieldState.error?.message)} />
                )}
              />
            </div>
          </Grid>
        </div>
      </Card>

      <Card title={t`Target Audience`} headingLevel={2}>
        <Stack gap="lg">
          <AudienceFields
            regions={regions}
            value={{ regions: regionsValue, countries: countriesValue }}
            onChange={(next) => {
              setValue('regions', next.regions);
              setValue('countries', next.countries, { shouldValidate: formState.isSubmitted });
            }}
            isRegionLocked={isRegionLocked}
            allowedCountries={allowedCountries}
            languages={languages}
            countriesWithoutLanguages={countriesWithoutLanguages}
            countriesError={fieldErrorText(formState.errors.countries?.message)}
          />
          <div data-field="targetChannels">
            <Controller
              control={control}
              name="targetChannels"
              render={({ field, fieldState }) => (
                <ChannelsField value={field.value} onChange={field.onChange} onBlur={field.onBlur} errorMessage={fieldErrorText(fieldState.error?.message)} />
              )}
            />
          </div>
        </Stack>
      </Card>

      <Card title={t`Survey Questions`} headingLevel={2} description={t`Up to 3 questions, asked in this order.`}>
        <Stack gap="md" data-tour="questions">
          <div data-tour="perspective">
            <Text size="sm" tone="muted">
              <Trans>
                Write each question as you would ask a customer face to face; the assistant asks it in the customer&apos;s
                language. A text question takes any answer; multiple choice offers 2 to 10 options; a rating asks for 1 to 5
                (CSAT); NPS asks for 0 to 10.
              </Trans>
            </Text>
          </div>
          {questions.fields.map((question, index) => {
            const questionNumber = index + 1;
            return (
              <div key={question.fieldKey} className={styles.question} data-field={`questions.${index}`}>
                <QuestionFields control={control} setValue={setValue} index={index} />
                <div className={styles.removeQuestion}>
                  <IconButton
                    label={t`Remove question ${questionNumber}`}
                    variant="ghost"
                    isDisabled={questions.fields.length <= SURVEY_RULES.questionsMin}
                    onPress={() => {
                      questions.remove(index);
                    }}
                  >
                    <Trash2 size={16} aria-hidden />
                  </IconButton>
                </div>
              </div>
            );
          })}
          {questionsError && (
            <p className={styles.fieldError} role="alert">
              {questionsError}
            </p>
          )}
          <Inline>
            <Button
              variant="secondary"
              icon={<Plus size={16} aria-hidden />}
              isDisabled={questions.fields.length >= SURVEY_RULES.questionsMax}
              onPress={() => {
                questions.append(emptyQuestion(getValues('questions')));
              }}
              data-tour="add-question"
            >
              <Trans>Add Question</Trans>
            </Button>
          </Inline>
        </Stack>
      </Card>

      <Inline justifyContent="flex-end">
        <Button type="submit" size="lg" data-tour="create">
          <Trans>Create Survey</Trans>
        </Button>
      </Inline>
    </form>
  );
}

interface ChannelsFieldProps {
  value: number;
  onChange: (count: number) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
}

/** Target Channels: the text as typed (it may be empty while typing), the count in the form, 1 when left empty. */
function ChannelsField({ value, onChange, onBlur, errorMessage }: ChannelsFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(String(value));
  // The form may change the count itself (a reset): show it, unless the field is being emptied to type anew.
  const shown = text === '' || Number(text) === value ? text : String(value);
  const apply = (next: { text: string; count: number }) => {
    setText(next.text);
    if (next.count !== value) onChange(next.count);
  };
  return (
    <TextField
      label={t`Target Channels`}
      description={t`Channels per country (stores, QR codes...): each gets its own link.`}
      inputMode="numeric"
      value={shown}
      onChange={(typed) => {
        apply(typedChannels(typed, { text: shown, count: value }));
      }}
      onBlur={() => {
        apply(leftChannels({ text: shown, count: value }));
        onBlur();
      }}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
