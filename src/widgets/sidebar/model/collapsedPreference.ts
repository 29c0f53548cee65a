import { useState } from 'react';

/** Spec sections 2 and 9: the collapsed state survives reloads under this local storage key, as 'true' or 'false'. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

/** Whether the sidebar was left collapsed; expanded unless the stored value is exactly 'true'. */
export function readSidebarCollapsed(): boolean {
  return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
}

/** The collapsed state, restored from local storage on mount and stored on every change. */
export function useSidebarCollapsed(): [isCollapsed: boolean, setCollapsed: (collapsed: boolean) => void] {
  const [isCollapsed, setState] = useState(readSidebarCollapsed);
  const setCollapsed = (collapsed: boolean) => {
    writeSidebarCollapsed(collapsed);
    setState(collapsed);
  };
  return [isCollapsed, setCollapsed];
}
