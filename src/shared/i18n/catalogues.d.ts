/** A catalogue, compiled from its .po file by Lingui's Vite plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
