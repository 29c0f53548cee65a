import { useEffect, useState, useSyncExternalStore } from 'react';

import { createParticipation, type ParticipationActions, type ParticipationOptions, type ParticipationState } from './participation';

/** The participation state of one link, loaded when the page mounts; requests in flight are dropped when it unmounts. */
export function useParticipation(linkToken: string, options?: ParticipationOptions): [ParticipationState, ParticipationActions] {
  const [store] = useState(() => createParticipation(linkToken, options));
  useEffect(() => {
    store.start();
    return () => {
      store.dispose();
    };
  }, [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return [state, store.actions];
}
