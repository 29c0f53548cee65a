import {
  composeRenderProps,
  OverlayArrow,
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipTriggerComponentProps as AriaTooltipTriggerProps,
} from 'react-aria-components';

import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'style'> {
  /** Points the tooltip at its trigger; on by default. */
  hasArrow?: boolean;
}

export function Tooltip({ hasArrow = true, offset, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset ?? (hasArrow ? 10 : 6)} className={styles.tooltip}>
      {composeRenderProps(children, (content) => (
        <>
          {hasArrow && (
            <OverlayArrow>
              <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden className={styles.arrow}>
                <path d="M0 0 L5 6 L10 0 Z" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </AriaTooltip>
  );
}

export type TooltipTriggerProps = AriaTooltipTriggerProps;

/** Shows its Tooltip on hover (after `delay` ms) and at once on keyboard focus; Escape hides it. */
export function TooltipTrigger({ delay = 500, closeDelay = 200, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}
