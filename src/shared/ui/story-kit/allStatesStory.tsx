import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';

import { Stack } from '../layout';
import { Text } from '../text';

/** A story's args, as far as the gallery needs them. */
interface StateStory<Props> {
  args?: Partial<Props>;
}

/**
 * An 'All States' story for a component's docs page: each state story's args drawn side by side under its caption.
 * Its play checks every state is there, an 'Invalid' one marked invalid and a 'Disabled' one disabled.
 */
export function allStatesStory<Props extends object>(Component: ComponentType<Props>, states: [caption: string, story: StateStory<Props>][]) {
  return {
    render: (args: Props) => (
      <Stack gap="xl">
        {states.map(([caption, story]) => (
          <Stack key={caption} gap="xs" role="group" aria-label={caption}>
            <Text size="sm" tone="muted">
              {caption}
            </Text>
            <Component {...args} {...story.args} />
          </Stack>
        ))}
      </Stack>
    ),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      for (const [caption] of states) {
        const group = canvas.getByRole('group', { name: caption });
        await expect(group).toBeVisible();
        if (caption === 'Invalid') await expect(group.querySelector('[aria-invalid="true"], [data-invalid]')).not.toBeNull();
        if (caption === 'Disabled') await expect(group.querySelector('[disabled], [aria-disabled="true"], [data-disabled]')).not.toBeNull();
      }
    },
  };
}
