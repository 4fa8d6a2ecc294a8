import { Toaster } from 'sonner';
import { toastConvention } from '../../../shared/messages';
import { useResolvedTheme } from '../components/theme/use-theme';
import './app-toaster.css';

/** Below the sticky header, so a toast (its close button) never covers the user menu. */
const belowHeader = 'calc(var(--header-height) + 0.75rem)';

/** Sonner's toaster with the portal's convention and theme; loaded lazily by the providers. */
export default function AppToaster() {
  const theme = useResolvedTheme();
  return (
    <Toaster
      position="top-right"
      offset={{ top: belowHeader, right: '1.5rem' }}
      mobileOffset={{ top: belowHeader, right: '1rem', left: '1rem' }}
      theme={theme}
      richColors
      closeButton
      duration={toastConvention.durationMs}
    />
  );
}
