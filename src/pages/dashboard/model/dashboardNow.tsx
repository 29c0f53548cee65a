import { createContext, type ReactNode, useContext } from 'react';

const DashboardNowContext = createContext<Date | undefined>(undefined);

export interface DashboardNowProviderProps {
  now: Date;
  children: ReactNode;
}

/**
 * Fixes the moment the dashboard describes (active surveys, the 7-day window, relative times). The app leaves it out,
 * so the dashboard uses the time it opened; stories set it so their numbers never drift. A context rather than a page
 * prop: the router hands route components its own props, which an optional `now` prop does not type-check against.
 */
export function DashboardNowProvider({ now, children }: DashboardNowProviderProps) {
  return <DashboardNowContext value={now}>{children}</DashboardNowContext>;
}

/** The fixed moment, or undefined when the dashboard should use the current time. */
export function useDashboardNow(): Date | undefined {
  return useContext(DashboardNowContext);
}
