import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useMemo } from 'react';
import { Dialog as AriaDialog, Heading, Popover, type PopoverProps } from 'react-aria-components';

import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Inline, Stack } from '@/shared/ui/layout';
import { Text } from '@/shared/ui/text';

import { TOUR_STEPS } from '../model/tour';
import * as styles from './SurveyTour.css';

/** Below the part of the form a step explains, aligned with its start. */
const STEP_PLACEMENT: PopoverProps['placement'] = 'bottom start';

export interface SurveyTourProps {
  /** 0 is the welcome, 1 to 8 the steps; undefined when the tour is closed. */
  step: number | undefined;
  onStepChange: (step: number) => void;
  /** Finished or skipped: the caller stores the completion flag and closes the tour. */
  onEnd: () => void;
}

/**
 * The anchor of a step, found by its data-tour attribute in the form (rendered, and so in the document, before the tour
 * opens), scrolled into view when the step changes.
 */
function useAnchor(anchor: string | undefined): RefObject<Element | null> | undefined {
  const element = anchor ? document.querySelector(`[data-tour="${anchor}"]`) : null;
  useEffect(() => {
    element?.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, [element]);
  return useMemo(() => (element ? { current: element } : undefined), [element]);
}

/** The guided walkthrough of the form (spec section 2): a welcome, then 8 steps pointing at the parts they explain. */
export function SurveyTour({ step, onStepChange, onEnd }: SurveyTourProps) {
  const { t, i18n } = useLingui();
  const current = step !== undefined && step > 0 ? TOUR_STEPS[step - 1] : undefined;
  const anchorRef = useAnchor(current?.anchor);

  if (step === 0) {
    return (
      <Dialog
        title={t`Welcome to Create Survey`}
        description={t`A short tour of the form: eight steps, about a minute.`}
        isOpen
        onOpenChange={(open) => {
          if (!open) onEnd();
        }}
        size="sm"
        footer={
          <Inline gap="sm" justifyContent="flex-end">
            <Button variant="secondary" onPress={onEnd}>
              <Trans>Skip Tour</Trans>
            </Button>
            <Button
              onPress={() => {
                onStepChange(1);
              }}
            >
              <Trans>Start Tour</Trans>
            </Button>
          </Inline>
        }
      >
        <Text>
          <Trans>Each step points at one part of the form and says what it is for. You can leave the tour at any time.</Trans>
        </Text>
      </Dialog>
    );
  }

  if (!current || step === undefined || !anchorRef) return null;
  const isLast = step === TOUR_STEPS.length;
  const stepCount = TOUR_STEPS.length;
  const stepTitle = i18n._(current.title);
  return (
    <Popover
      triggerRef={anchorRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onEnd();
      }}
      placement={STEP_PLACEMENT}
      offset={8}
      className={styles.popover}
    >
      <AriaDialog className={styles.dialog} aria-label={t`Tour: ${stepTitle}`}>
        <Stack gap="sm">
          <Text size="sm" tone="muted">
            <Trans>
              Step {step} of {stepCount}
            </Trans>
          </Text>
          <Heading slot="title" className={styles.title}>
            {stepTitle}
          </Heading>
          <Text size="sm">{i18n._(current.text)}</Text>
          <Inline gap="sm" justifyContent="space-between" alignItems="center">
            <Button variant="ghost" size="sm" onPress={onEnd}>
              <Trans>Skip Tour</Trans>
            </Button>
            <Inline gap="xs">
              <Button
                variant="secondary"
                size="sm"
                isDisabled={step === 1}
                onPress={() => {
                  onStepChange(step - 1);
                }}
              >
                <Trans>Back</Trans>
              </Button>
              <Button
                size="sm"
                onPress={() => {
                  if (isLast) onEnd();
                  else onStepChange(step + 1);
                }}
              >
                {isLast ? t`Finish Tour` : t`Next`}
              </Button>
            </Inline>
          </Inline>
        </Stack>
      </AriaDialog>
    </Popover>
  );
}
