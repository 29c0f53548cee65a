import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import { makeSurveyTranslations, surveyHandlers } from '@/entities/survey/mocks';
import { tokenStorage } from '@/shared/api';
import { anyOrigin } from '@/shared/lib/mock-api';
import { removeOrphanedAnnouncements } from '@/shared/ui/story-kit';
import { toastQueue } from '@/shared/ui/toast';

import { EditTranslationDialog } from './EditTranslationDialog';

const [, french] = makeSurveyTranslations().locales;
const question = french?.items[2];

const meta = {
  title: 'Pages/Survey Management/Edit Translation',
  component: EditTranslationDialog,
  args: {
    target: { surveyId: 'svy-004', locale: 'fr', item: 'q2' },
    languageName: 'French',
    itemLabel: 'Question 2',
    sourceText: question?.source_text ?? '',
    text: question?.text ?? null,
    onSaved: fn(),
  },
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    toastQueue.clear();
    return () => {
      tokenStorage.clear();
      toastQueue.clear();
    };
  },
} satisfies Meta<typeof EditTranslationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the form: the source text, and the current translation (none yet) in its field. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit translation of Question 2 (French)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit translation' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('What is the main reason for your score?')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Translation/ })).toHaveValue('');
  },
};

async function typeTranslation(text: string) {
  const field = within(await screen.findByRole('dialog', { name: 'Edit translation' })).getByRole('textbox', { name: /Translation/ });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  return field;
}

const saveButton = () => within(screen.getByRole('dialog', { name: 'Edit translation' })).getByRole('button', { name: 'Save translation' });

/** Saved: a toast, the dialog closes, and the page gets the locale with the staff's text (now whole, so completed). */
export const Saved: Story = {
  play: async (context) => {
    await Open.play?.(context);
    await typeTranslation('Quelle est la raison principale de votre note ?');
    await userEvent.click(saveButton());
    await expect(await screen.findByRole('alertdialog', { name: 'Translation saved' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit translation' })).toBeNull());
    await expect(context.args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        locale: 'fr',
        items: expect.arrayContaining([
          expect.objectContaining({ item: 'q2', text: 'Quelle est la raison principale de votre note ?', origin: 'staff' }),
        ]) as unknown,
      }),
    );
    removeOrphanedAnnouncements();
  },
};

/** An empty text is refused next to the field, before anything is sent. */
export const EmptyText: Story = {
  play: async (context) => {
    await Open.play?.(context);
    const field = await typeTranslation('');
    await userEvent.click(saveButton());
    await expect(await screen.findByText('Enter the translation.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(context.args.onSaved).not.toHaveBeenCalled();
  },
};

/** The server refuses a user who may not edit: its detail, and the dialog stays open. */
export const Refused: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.editTranslation.refused] } } },
  play: async (context) => {
    await Open.play?.(context);
    await typeTranslation('Pourquoi cette note ?');
    await userEvent.click(saveButton());
    const dialog = screen.getByRole('dialog', { name: 'Edit translation' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent("You may not edit this survey's translations.");
    await expect(context.args.onSaved).not.toHaveBeenCalled();
    removeOrphanedAnnouncements();
  },
};

/** The server's word on the text goes next to the field. */
export const RefusedText: Story = {
  parameters: {
    msw: {
      handlers: {
        survey: [
          http.put(anyOrigin('/api/surveys/:id/translations/:locale/:item'), () =>
            HttpResponse.json({ detail: 'The source language is not translated: edit the survey itself.' }, { status: 422 }),
          ),
        ],
      },
    },
  },
  play: async (context) => {
    await Open.play?.(context);
    const field = await typeTranslation('Pourquoi cette note ?');
    await userEvent.click(saveButton());
    await expect(await screen.findByText('The source language is not translated: edit the survey itself.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    removeOrphanedAnnouncements();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { survey: [surveyHandlers.editTranslation.error] } } },
  play: async (context) => {
    await Open.play?.(context);
    await typeTranslation('Pourquoi cette note ?');
    await userEvent.click(saveButton());
    const dialog = screen.getByRole('dialog', { name: 'Edit translation' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal server error: the database is not reachable.');
    await expect(within(dialog).getByRole('textbox', { name: /Translation/ })).toHaveValue('Pourquoi cette note ?');
    removeOrphanedAnnouncements();
  },
};
