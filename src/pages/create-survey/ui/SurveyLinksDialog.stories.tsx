import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { linksOfCreateResponse } from '@/entities/survey';
import { makeSurveyDetail, translationProgressFixtures } from '@/entities/survey/mocks';
import type { TranslationProgress } from '@/shared/api';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';
import { toastQueue } from '@/shared/ui/toast';

import { SurveyLinksDialog } from './SurveyLinksDialog';

const createdLinks = linksOfCreateResponse({
  links: [
    { country: 'Mexico', country_code: 'MX', language: 'es-MX', effective_language: 'en', channel: '1', link: 'https://surveys.example.com/r/mx-es-1' },
    { country: 'Mexico', country_code: 'MX', language: 'es-MX', effective_language: 'en', channel: '2', link: 'https://surveys.example.com/r/mx-es-2' },
    { country: 'Brazil', country_code: 'BR', language: 'pt-BR', effective_language: 'en', channel: '1', link: 'https://surveys.example.com/r/br-pt-1' },
  ],
});

/** The survey's links once settled, each in `effective` (its own language when translated). */
function settledDetail(effective: (language: string) => string) {
  return makeSurveyDetail({
    id: 'svy-new',
    links: [
      { country_code: 'BR', language_code: 'pt-BR', channel: '1', url: 'https://surveys.example.com/r/br-pt-1', effective_language: effective('pt-BR') },
      { country_code: 'MX', language_code: 'es-MX', channel: '1', url: 'https://surveys.example.com/r/mx-es-1', effective_language: effective('es-MX') },
      { country_code: 'MX', language_code: 'es-MX', channel: '2', url: 'https://surveys.example.com/r/mx-es-2', effective_language: effective('es-MX') },
    ],
  });
}

const translated = settledDetail((language) => language);

function handlers(progress: TranslationProgress | 'failing', detail = translated) {
  return {
    msw: {
      handlers: {
        survey: [
          http.get(anyOrigin('/api/surveys/:id/translation-progress'), () =>
            progress === 'failing' ? errorResponse(503, 'Service Unavailable') : HttpResponse.json(progress),
          ),
          http.get(anyOrigin('/api/surveys/:id'), () => HttpResponse.json(detail)),
        ],
      },
    },
  };
}

const meta = {
  title: 'Pages/Create Survey/Survey Information dialog',
  component: SurveyLinksDialog,
  args: { surveyId: 'svy-new', links: createdLinks, isOpen: true, onClose: fn() },
  parameters: handlers(translationProgressFixtures.inProgress),
  beforeEach: () => {
    toastQueue.clear();
    return () => {
      toastQueue.clear();
    };
  },
} satisfies Meta<typeof SurveyLinksDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const element = await screen.findByRole('dialog', { name: 'Survey Information' });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** Translating: the links of the create answer, the languages and 'Translating...'. */
export const Translating: Story = {
  play: async () => {
    const view = await dialog();
    await expect(view.getByText('3 links generated')).toBeVisible();
    await expect(await view.findByText('Translating...')).toBeVisible();
    await expect(within(await view.findByRole('list', { name: 'Languages' })).getByText('Spanish (Mexico)')).toBeVisible();
    const links = view.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(view.getAllByText('Channel 1')).toHaveLength(2);
  },
};

/** Completed: the links read back with the languages respondents get, each its own now. */
export const Completed: Story = {
  parameters: handlers(translationProgressFixtures.completed),
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('Translation completed')).toBeVisible();
    await waitFor(() => expect(view.queryAllByText('effective language:', { exact: false })).toHaveLength(0));
    await expect(view.getAllByText('Mexico')).toHaveLength(2);
  },
};

/**
 * The default provider `none`: every link stays in English, and the dialog says so instead of 'Translation
 * completed', with where a provider is set for a global user.
 */
export const NoProvider: Story = {
  args: { showProviderHint: true },
  parameters: handlers(translationProgressFixtures.noProvider, settledDetail(() => 'en')),
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('0 of 2 languages translated, 2 shown in English')).toBeVisible();
    await expect(view.getByText('Shown in English: no translation provider is set')).toBeVisible();
    await expect(view.getByText(/Set TRANSLATION_PROVIDER on the server/)).toBeVisible();
    await expect(view.queryByText('Translation completed')).toBeNull();
    await expect(view.getAllByText('effective language:', { exact: false })).toHaveLength(3);
  },
};

/** No links while translating. */
export const EmptyWhileTranslating: Story = {
  args: { links: [] },
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('Survey links will appear here once translation is complete...')).toBeVisible();
    await expect(view.getByText('0 links generated')).toBeVisible();
  },
};

/** No links once done; Copy All refuses with 'No links to copy'. */
export const EmptyWhenDone: Story = {
  args: { links: [] },
  parameters: handlers(translationProgressFixtures.completed, makeSurveyDetail({ id: 'svy-new', links: [] })),
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('No survey links were generated')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Copy All Links' }));
    const toast = await screen.findByRole('alertdialog', { name: /No links to copy/ });
    await expect(within(toast).getByText('There are no survey links to copy')).toBeInTheDocument();
  },
};

/** Copy and Copy All succeed: the toasts, and the lines Copy All writes. */
export const CopySuccess: Story = {
  play: async () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Copy link for Brazil Portuguese (Brazil) Channel 1' }));
    await expect(await screen.findByRole('alertdialog', { name: /Link Copied!/ })).toBeInTheDocument();
    await expect(write).toHaveBeenLastCalledWith('https://surveys.example.com/r/br-pt-1');
    await userEvent.click(view.getByRole('button', { name: 'Copy All Links' }));
    await expect(await screen.findByRole('alertdialog', { name: /All Links Copied!/ })).toBeInTheDocument();
    await expect(write).toHaveBeenLastCalledWith(
      [
        'Brazil - Portuguese (Brazil) (English) - Channel 1 - https://surveys.example.com/r/br-pt-1',
        'Mexico - Spanish (Mexico) (English) - Channel 1 - https://surveys.example.com/r/mx-es-1',
        'Mexico - Spanish (Mexico) (English) - Channel 2 - https://surveys.example.com/r/mx-es-2',
      ].join('\n'),
    );
    write.mockRestore();
  },
};

/** The clipboard refuses: 'Copy Failed' with the spec's sentence. */
export const CopyFailure: Story = {
  play: async () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Copy All Links' }));
    const toast = await screen.findByRole('alertdialog', { name: /Copy Failed/ });
    await expect(within(toast).getByText('Failed to copy links to clipboard')).toBeInTheDocument();
    write.mockRestore();
  },
};

/** The progress call fails: the dialog says so. */
export const ProgressError: Story = {
  parameters: handlers('failing'),
  play: async () => {
    const view = await dialog();
    await expect(await view.findByRole('alert')).toHaveTextContent('Failed to fetch translation progress: Service Unavailable');
  },
};

/** A link's QR code, with its downloads for printing. */
export const QrCode: Story = {
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'QR code for Brazil Portuguese (Brazil) Channel 1' }));
    const qr = within(await screen.findByRole('dialog', { name: 'QR Code' }));
    const code = await qr.findByRole('img', { name: 'QR code for https://surveys.example.com/r/br-pt-1' });
    // The dialog fades in: on a slow machine the image is in the page a moment before it shows.
    await waitFor(() => expect(code).toBeVisible());
    await expect(qr.getByRole('button', { name: 'Download SVG' })).toBeEnabled();
    await expect(qr.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  },
};
