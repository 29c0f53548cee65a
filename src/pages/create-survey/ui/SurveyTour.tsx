import { type RefObject, useEffect, useMemo } from 'react';
import { Dialog as AriaDialog, Heading, Popover } from 'react-aria-components';

import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Inline, Stack } from '@/shared/ui/layout';
import { Text } from '@/shared/ui/text';

import { TOUR_STEPS } from '../model/tour';
import * as styles from './SurveyTour.css';

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
  const current = step !== undefined && step > 0 ? TOUR_STEPS[step - 1] : undefined;
  const anchorRef = useAnchor(current?.anchor);

  if (step === 0) {
    return (
      <Dialog
        title="Welcome to Create Survey"
        description="A short tour of the form: eight steps, about a minute."
        isOpen
        onOpenChange={(open) => {
          if (!open) onEnd();
        }}
        size="sm"
        footer={
          <Inline gap="sm" justifyContent="flex-end">
            <Button variant="secondary" onPress={onEnd}>
              Skip Tour
            </Button>
            <Button
              onPress={() => {
                onStepChange(1);
              }}
            >
              Start Tour
            </Button>
          </Inline>
        }
      >
        <Text>Each step points at one part of the form and says what it is for. You can leave the tour at any time.</Text>
      </Dialog>
    );
  }

  if (!current || step === undefined || !anchorRef) return null;
  const isLast = step === TOUR_STEPS.length;
  return (
    <Popover
      triggerRef={anchorRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onEnd();
      }}
      placement="bottom start"
      offset={8}
      className={styles.popover}
    >
      <AriaDialog className={styles.dialog} aria-label={`Tour: ${current.title}`}>
        <Stack gap="sm">
          <Text size="sm" tone="muted">
            Step {step} of {TOUR_STEPS.length}
          </Text>
          <Heading slot="title" className={styles.title}>
            {current.title}
          </Heading>
          <Text size="sm">{current.text}</Text>
          <Inline gap="sm" justifyContent="space-between" alignItems="center">
            <Button variant="ghost" size="sm" onPress={onEnd}>
              Skip Tour
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
                Back
              </Button>
              <Button
                size="sm"
                onPress={() => {
                  if (isLast) onEnd();
                  else onStepChange(step + 1);
                }}
              >
                {isLast ? 'Finish Tour' : 'Next'}
              </Button>
            </Inline>
          </Inline>
        </Stack>
      </AriaDialog>
    </Popover>
  );
}
