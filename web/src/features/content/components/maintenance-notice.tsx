import { lazy, Suspense, useEffect, useState } from 'react';

// The pop-up, its call and the content contract load after the page has painted.
const MaintenancePopup = lazy(() =>
  import('./maintenance-popup').then((m) => ({
    default: m.MaintenancePopup,
  })),
);

/**
 * Spec §2: the scheduled-maintenance pop-up at load, whichever page the visitor lands on (shown
 * once per session); app/layout/root-layout.tsx renders it.
 */
export function MaintenanceNotice() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <MaintenancePopup />
    </Suspense>
  );
}
