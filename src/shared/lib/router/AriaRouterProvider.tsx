import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';

/** Lets every react-aria link navigate through wouter: client-side for plain clicks, native for modifier-clicks. */
export function AriaRouterProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider
      navigate={(path) => {
        navigate(path);
      }}
    >
      {children}
    </RouterProvider>
  );
}
