import { Toaster } from 'sonner';
import { toastConvention } from '../../../shared/messages';
import { useResolvedTheme } from '../components/theme/use-theme';
import './app-toaster.css';

/** Sonner's toaster with the portal's convention and theme; loaded lazily by the providers. */
export default function AppToaster() {
  const theme = useResolvedTheme();
  return (
    <Toaster
      position="top-right"
      theme={theme}
      richColors
      closeButton
      duration={toastConvention.durationMs}
    />
  );
}
