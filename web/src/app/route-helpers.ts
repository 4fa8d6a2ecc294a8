import type { ComponentType } from 'react';

/** A page loaded on first visit: each one becomes its own chunk. */
export const page = (load: () => Promise<ComponentType>) => async () => ({
  Component: await load(),
});
