import { identityRules } from '../../../../shared/identity-rules';
import { getConfig } from '../../lib/config';

/** After 'Password reset successfully.' the page moves on after this long (spec §4). */
export const successRedirectMs = 3000;

/** How long Resend code waits (spec §9: 60 s; config `timers.otpResendSeconds` may shorten it). */
export function otpResendSeconds(): number {
  try {
    return getConfig().timers?.otpResendSeconds ?? identityRules.otpResendSeconds;
  } catch {
    return identityRules.otpResendSeconds;
  }
}
