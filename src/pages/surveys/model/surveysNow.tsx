import { createContext, type ReactNode, useContext } from 'react';

const SurveysNowContext = createContext<Date | undefined>(undefined);

export interface SurveysNowProviderProps {
  now: Date;
  children: ReactNode;
}

/**
 * Fixes the moment the Active/Inactive badges are worked out for. The app leaves it out (the table uses the time it
 * opened); stories set it so their badges never drift. A context rather than a page prop: the router hands route
 * components its own props, which an optional `now` prop does not type-check against.
 */
export function SurveysNowProvider({ now, children }: SurveysNowProviderProps) {
  return <SurveysNowContext value={now}>{children}</SurveysNowContext>;
}

export function useSurveysNow(): Date | undefined {
  return useContext(SurveysNowContext);
}
