import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { DashboardPage } from '@/pages/dashboard';
import { AppShell } from '@/widgets/app-shell';
import { Sidebar } from '@/widgets/sidebar';
import { demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import { surveyHandlers } from '@/entities/survey/mocks';
import { tokenStorage } from '@/shared/api';
import { appRoutes } from '@/shared/config';

interface LayoutArgs {
  defaultNavigationOpen: boolean;
}

/** The app as a signed-in person sees it: the shell, the sidebar (a drawer on a phone) and the Dashboard inside. */
const meta = {
  title: 'Pages/App Layout',
  parameters: {
    layout: 'fullscreen',
    route: appRoutes.dashboard,
    docs: {
      description: {
        component:
          "The app shell with the Dashboard at the three widths the screens are reviewed at. From a tablet's width up the sidebar sits beside the page; on a phone a top bar's menu button opens it as a drawer and the page takes the full width.",
      },
    },
  },
  argTypes: { defaultNavigationOpen: { control: 'boolean', description: "On a phone, the navigation drawer open at first render." } },
  args: { defaultNavigationOpen: false },
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    return () => {
      tokenStorage.clear();
    };
  },
  render: ({ defaultNavigationOpen }) => (
    <AppShell sidebar={<Sidebar defaultNavigationOpen={defaultNavigationOpen} />} leaveTo={() => undefined}>
      <DashboardPage />
    </AppShell>
  ),
} satisfies Meta<LayoutArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectSidebarBesidePage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
}

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectSidebarBesidePage(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expectSidebarBesidePage(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeGreaterThanOrEqual(350);
  },
};

export const PhoneNavigationOpen: Story = {
  name: 'Phone, Navigation Open',
  globals: { viewport: { value: 'phone' } },
  args: { defaultNavigationOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};

export const PhoneFailure: Story = {
  name: 'Phone, Failure',
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: { survey: [surveyHandlers.list.error] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load dashboard data. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeGreaterThanOrEqual(350);
  },
};

export const PhoneNavigationByKeyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const menu = await canvas.findByRole('button', { name: 'Open navigation' });

    await userEvent.click(menu);
    let drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());

    await userEvent.click(menu);
    drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Surveys' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  },
};
