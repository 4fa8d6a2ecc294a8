import { keyRotationOverlapHours, overlapWindowText } from '../../../../shared/key-rotation';
import { getConfig } from '../../lib/config';

/** This deployment's rotation window as the rotate dialogs say it ('24 hours'). */
export function overlapWindow(): string {
  return overlapWindowText(getConfig().keyRotationOverlapHours ?? keyRotationOverlapHours.default);
}
