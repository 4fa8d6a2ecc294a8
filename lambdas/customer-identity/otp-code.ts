import { randomBytes, randomInt } from 'node:crypto';
import { customerOtpRules } from '../../shared/customer-sign-in';
import { sha256 } from './customer-hash';

/** A 6-digit OTP from the crypto generator. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** customerOtpRules.length)).padStart(customerOtpRules.length, '0');
}

/** What the OTP item keeps instead of the OTP: bound to the number. */
export const otpHash = (mobile: string, otp: string) => sha256('otp', mobile, otp);

/** The reference an OTP answer carries (not secret: it only names the send). */
export const newOtpReference = () => `otp_${randomBytes(4).toString('hex')}`;

/** The text message with the OTP. */
export const otpText = (otp: string) =>
  `${otp} is your Marque verification code. It expires in 5 minutes. Never share it.`;
