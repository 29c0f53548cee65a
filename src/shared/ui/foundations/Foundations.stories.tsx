import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { breakpoints, durations, fonts, fontSizes, lightColors, radii, shadows, space } from '../theme/tokens';
import {
  BreakpointsPage,
  ColourPage,
  contrastPairs,
  IconsPage,
  MotionPage,
  RadiiPage,
  ShadowsPage,
  SpacingPage,
  TypographyPage,
  typeSamples,
} from './FoundationPages';

/** The design tokens drawn from theme/tokens.ts: change a token and these pages change with it. */
const meta = {
  title: 'Foundations',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <ColourPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const roles = within(canvas.getByRole('list', { name: 'Colour roles' })).getAllByRole('listitem');
    await expect(roles.length).toBeGreaterThanOrEqual(Object.keys(lightColors).length);
    const ratios = canvas.getAllByTestId('contrast-ratio').map((cell) => Number.parseFloat(cell.textContent));
    await expect(ratios).toHaveLength(contrastPairs.length);
    for (const ratio of ratios) await expect(ratio).toBeGreaterThanOrEqual(4.5);
  },
};

export const Typography: Story = {
  render: () => <TypographyPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table', { name: 'Type scale' })).getAllByRole('row')).toHaveLength(Object.keys(fontSizes).length);
    const korean = canvas.getByText(typeSamples.Korean);
    const spanish = canvas.getByText(typeSamples.Spanish);
    await expect(getComputedStyle(korean).fontFamily.replaceAll('"', '')).toBe(fonts.body.replaceAll('"', ''));
    // The shipped faces, not a fallback, draw the samples: Hangul from Noto Sans KR, the accents from Inter.
    const loadedForKorean = await document.fonts.load(`16px "Noto Sans KR Variable"`, typeSamples.Korean);
    const loadedForSpanish = await document.fonts.load(`16px "Inter Variable"`, spanish.textContent);
    await expect(loadedForKorean.length).toBeGreaterThan(0);
    await expect(loadedForSpanish.length).toBeGreaterThan(0);
    await expect(document.fonts.check(`16px "Noto Sans KR Variable"`, typeSamples.Korean)).toBe(true);
    await expect(korean.closest('[lang]')).toHaveAttribute('lang', 'ko');
  },
};

export const Spacing: Story = {
  render: () => <SpacingPage />,
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'Spacing scale' })).getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(space).length);
  },
};

export const Radii: Story = {
  render: () => <RadiiPage />,
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('table', { name: 'Radii' })).getAllByRole('row')).toHaveLength(Object.keys(radii).length);
  },
};

export const Shadows: Story = {
  render: () => <ShadowsPage />,
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('table', { name: 'Shadows' })).getAllByRole('row')).toHaveLength(Object.keys(shadows).length);
  },
};

export const Icons: Story = {
  render: () => <IconsPage />,
  play: async ({ canvasElement }) => {
    const tiles = within(within(canvasElement).getByRole('list', { name: 'Icons' })).getAllByRole('listitem');
    await expect(tiles.length).toBeGreaterThan(10);
    for (const tile of tiles) await expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Motion: Story = {
  render: () => <MotionPage />,
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('table', { name: 'Durations' })).getAllByRole('row')).toHaveLength(Object.keys(durations).length);
  },
};

export const Breakpoints: Story = {
  render: () => <BreakpointsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const width of Object.values(breakpoints)) await expect(canvas.getByText(`${String(width)}px`)).toBeInTheDocument();
  },
};
