import { lazy, Suspense, useEffect, useState } from 'react';

// The pop-up, its call and the content contract load after the page has painted.
const MaintenancePopup = lazy(() =>
  import('../../features/content/components/maintenance-popup').then((m) => ({
    default: m.MaintenancePopup,
  })),
);

/** Spec §2: the scheduled-maintenance pop-up on every page load (shown once per session). */
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
