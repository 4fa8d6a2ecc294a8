import { Toaster } from 'sonner';
import { toastConvention } from '../../../shared/messages';
import './app-toaster.css';

/** Sonner's toaster with the portal's convention; loaded lazily by the providers. */
export default function AppToaster() {
  return (
    <Toaster position="top-right" richColors closeButton duration={toastConvention.durationMs} />
  );
}
