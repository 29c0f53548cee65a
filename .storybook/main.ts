import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', '../participate/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker lives beside Storybook, not in public/: the product's build must not ship it.
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      // One stylesheet linked from iframe.html: with split CSS the global styles travelled with whichever story chunk
      // shared them, so a story opened fresh rendered unstyled (44 kB of CSS in all).
      cssCodeSplit: false,
      // What is left above Vite's 500 kB default is Storybook's own preview runtime (iframe, about 1.2 MB, of which our
      // code is under 100 kB) and axe, loaded on demand by the accessibility addon: neither can be split from here.
      chunkSizeWarningLimit: 1300,
    },
  }),
};

export default config;
