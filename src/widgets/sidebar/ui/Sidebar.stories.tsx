import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';

import { type DemoUser, demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';

import { Sidebar } from './Sidebar';
import { appRoutes } from '@/shared/config';

const STORAGE_KEY = 'sidebar-collapsed';
const ALL_ITEMS = ['Dashboard', 'Create Survey', 'Surveys', 'Raw Data', 'Reports'];

/** The page beside the sidebar, with the router's path so a story can tell where a click went. */
function PageArea() {
  const [path] = useLocation();
  return (
    <main style={{ flex: 1, padding: 24 }}>
      <output aria-label="Current path">{path}</output>
    </main>
  );
}

const meta = {
  title: 'Widgets/Sidebar',
  component: Sidebar,
  parameters: {
    layout: 'fullscreen',
    route: appRoutes.dashboard,
    docs: {
      description: {
        component:
          "The app's navigation (spec section 2): product title, menu with the current page marked, the signed-in user and logout. From a tablet's width up it sits beside the page and collapses to icons (80 px instead of 256 px), remembered under sidebar-collapsed; on a phone a top bar's menu button opens it as a drawer.",
      },
    },
  },
  globals: { viewport: { value: 'desktop' } },
  argTypes: {
    defaultNavigationOpen: {
      control: 'boolean',
      description: 'On a phone, whether the navigation drawer is open at first render.',
      table: { defaultValue: { summary: 'false' } },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', minHeight: '100vh' }}>
        <Story />
        <PageArea />
      </div>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    return () => {
      localStorage.removeItem(STORAGE_KEY);
      tokenStorage.clear();
    };
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signs in as another demo user; runs after the meta's beforeEach, which signs in the administrator. */
function signedInAs(user: DemoUser) {
  return () => {
    tokenStorage.write(makeSessionTokens(user));
  };
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

function sidebarOf(canvas: Canvas) {
  return canvas.getByRole('complementary', { name: 'Sidebar' });
}

function menuOf(canvas: Canvas) {
  return within(canvas.getByRole('navigation', { name: 'Main' }));
}

function menuLabels(canvas: Canvas) {
  return menuOf(canvas)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** Hidden from sight, still read by screen readers: react-aria's VisuallyHidden clips the text away. */
function isVisuallyHidden(element: HTMLElement) {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).clipPath === 'inset(50%)') return true;
  }
  return false;
}

async function expectWidth(canvas: Canvas, width: number) {
  // The width animates; wait for the transition to end.
  await waitFor(() => expect(sidebarOf(canvas).getBoundingClientRect().width).toBe(width));
}

export const Expanded: Story = {
  play: async ({ canvas }) => {
    await expectWidth(canvas, 256);
    await expect(within(sidebarOf(canvas)).getByText('Survey Platform')).toBeVisible();
    await expect(isVisuallyHidden(within(sidebarOf(canvas)).getByText('Survey Platform'))).toBe(false);

    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await expect(menuLabels(canvas)).toEqual(ALL_ITEMS);
    const menu = menuOf(canvas);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', appRoutes.dashboard);
    await expect(menu.getByRole('link', { name: 'Create Survey' })).toHaveAttribute('href', appRoutes.createSurvey);
    await expect(menu.getByRole('link', { name: 'Surveys' })).toHaveAttribute('href', appRoutes.surveys);
    await expect(menu.getByRole('link', { name: 'Raw Data' })).toHaveAttribute('href', appRoutes.rawData);
    await expect(menu.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', appRoutes.reports);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const label of ALL_ITEMS.slice(1)) {
      await expect(menu.getByRole('link', { name: label })).not.toHaveAttribute('aria-current');
    }

    await expect(canvas.getByText('A')).toBeVisible();
    await expect(canvas.getByText('admin')).toBeVisible();
    await expect(canvas.getByText('admin@example.com')).toBeVisible();
    await expect(isVisuallyHidden(canvas.getByText('admin@example.com'))).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const CollapseAndExpand: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expectWidth(canvas, 256);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));

    await expectWidth(canvas, 80);
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('true');
    const toggle = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Icons only, but every item keeps its name and the current one its mark.
    await expect(menuLabels(canvas)).toEqual(ALL_ITEMS);
    const dashboard = menuOf(canvas).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(isVisuallyHidden(within(dashboard).getByText('Dashboard'))).toBe(true);
    await expect(isVisuallyHidden(within(sidebarOf(canvas)).getByText('Survey Platform'))).toBe(true);
    await expect(isVisuallyHidden(canvas.getByText('admin'))).toBe(true);
    await expect(isVisuallyHidden(canvas.getByText('admin@example.com'))).toBe(true);
    await expect(canvas.getByText('A')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toHaveAttribute('aria-label', 'Log out');

    // The keyboard reaches the items and a tooltip names the focused one.
    await userEvent.tab();
    await expect(dashboard).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Dashboard');
    await userEvent.tab();
    await userEvent.tab();
    await expect(menuOf(canvas).getByRole('link', { name: 'Surveys' })).toHaveFocus();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Surveys'));

    await userEvent.click(toggle);
    await expectWidth(canvas, 256);
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('false');
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Collapsed to icons, as remembered from an earlier visit. */
export const Collapsed: Story = {
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, 'true');
  },
  play: async ({ canvas }) => {
    await expectWidth(canvas, 80);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await expect(isVisuallyHidden(within(sidebarOf(canvas)).getByText('Survey Platform'))).toBe(true);
    await expect(menuLabels(canvas)).toEqual(ALL_ITEMS);
    await expect(localStorage.getItem(STORAGE_KEY)).toBe('true');
  },
};

export const RegionalManager: Story = {
  beforeEach: signedInAs(demoUsers.latamManager),
  play: async ({ canvas }) => {
    await expect(menuLabels(canvas)).toEqual(ALL_ITEMS);
    await expect(menuOf(canvas).getByRole('link', { name: 'Create Survey' })).toHaveAttribute('href', appRoutes.createSurvey);
    await expect(canvas.getByText('latam.manager')).toBeVisible();
    await expect(canvas.getByText('latam.manager@example.com')).toBeVisible();
    await expect(canvas.getByText('L')).toBeVisible();
  },
};

export const LocalManager: Story = {
  beforeEach: signedInAs(demoUsers.mexicoLocal),
  play: async ({ canvas }) => {
    await expect(menuLabels(canvas)).toEqual(ALL_ITEMS);
    await expect(menuOf(canvas).getByRole('link', { name: 'Create Survey' })).toHaveAttribute('href', appRoutes.createSurvey);
    await expect(canvas.getByText('mexico.local')).toBeVisible();
    await expect(canvas.getByText('mexico.local@example.com')).toBeVisible();
    await expect(canvas.getByText('M')).toBeVisible();
  },
};

export const WithoutCreatePermission: Story = {
  beforeEach: signedInAs(demoUsers.viewer),
  play: async ({ canvas }) => {
    await expect(menuLabels(canvas)).toEqual(['Dashboard', 'Surveys', 'Raw Data', 'Reports']);
    await expect(canvas.queryByRole('link', { name: 'Create Survey' })).not.toBeInTheDocument();
    await expect(canvas.getByText('viewer')).toBeVisible();
    await expect(canvas.getByText('viewer@example.com')).toBeVisible();
  },
};

export const CurrentItemBelowItsRoute: Story = {
  parameters: { route: '/reports/rep-1' },
  play: async ({ canvas }) => {
    const menu = menuOf(canvas);
    await expect(menu.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Dashboard', 'Create Survey', 'Surveys', 'Raw Data']) {
      await expect(menu.getByRole('link', { name: label })).not.toHaveAttribute('aria-current');
    }
  },
};

export const NavigateByKeyboard: Story = {
  play: async ({ canvas }) => {
    const menu = menuOf(canvas);
    const surveys = menu.getByRole('link', { name: 'Surveys' });
    surveys.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Current path')).toHaveTextContent(appRoutes.surveys));
    await expect(surveys).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const LogoutDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByText('Are you sure you want to log out? This will sign you out from all services.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('admin')).toBeVisible();
  },
};

export const WithoutSession: Story = {
  beforeEach: () => {
    tokenStorage.clear();
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** On a phone: a top bar with the product name and the menu button; the sidebar itself waits in the drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** On a phone with the drawer open: the whole menu, focus inside. */
export const PhoneNavigationOpen: Story = {
  name: 'Phone, Navigation Open',
  globals: { viewport: { value: 'phone' } },
  args: { defaultNavigationOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible());
    await expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual(ALL_ITEMS);
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};
