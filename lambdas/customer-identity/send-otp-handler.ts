import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { customerOtpRules, type OtpSentAnswer } from '../../shared/customer-sign-in';
import { messages } from '../../shared/messages';
import { mobileCountryCode, mobileOtpRequestSchema } from '../../shared/schemas/mobile-schema';
import { sendSms } from '../clients/sns-client';
import { answer } from './customer-answers';
import { epochSeconds } from './customer-keys';
import { newOtp, newOtpReference, otpHash, otpText } from './otp-code';
import { dropOtp, getOtp, putOtp, type OtpRecord } from './otp-store';
import { requestBody } from './request-body';

const sent = (otpReference: string, resendAfterSeconds: number): APIGatewayProxyResult => {
  const body: OtpSentAnswer = {
    status: 'OTP_SENT',
    message: messages.otpIfNumberExists,
    otpReference,
    resendAfterSeconds,
  };
  return answer(200, body);
};

/** Seconds until the number may have a new OTP (0: now). */
const secondsLeft = (otp: OtpRecord | undefined, now: number) =>
  otp ? Math.max(0, otp.sentAt + customerOtpRules.resendAfterSeconds - now) : 0;

/**
 * `POST /v1/otp/register/send`: texts a new OTP to any valid number (registration needs proof of
 * the number too), keeping only its hash. Within the resend window nothing is sent and the
 * answer says how long to wait. Known or not, the answer reads alike.
 */
export async function sendOtp(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { mobile } = requestBody(event, mobileOtpRequestSchema);
  const now = epochSeconds();
  const previous = await getOtp(mobile);
  const wait = secondsLeft(previous, now);
  if (previous && wait > 0) return sent(previous.otpReference, wait);

  const otp = newOtp();
  const record: OtpRecord = {
    otpHash: otpHash(mobile, otp),
    otpReference: newOtpReference(),
    tries: 0,
    sentAt: now,
    expiresAt: now + customerOtpRules.validSeconds,
  };
  if (!(await putOtp(mobile, record))) {
    // Another send for the number won the race: answer as that one.
    const winner = await getOtp(mobile);
    return sent(winner?.otpReference ?? record.otpReference, Math.max(1, secondsLeft(winner, now)));
  }
  try {
    await sendSms(`${mobileCountryCode}${mobile}`, otpText(otp));
  } catch (error) {
    await dropOtp(mobile, record.otpHash);
    throw error;
  }
  return sent(record.otpReference, customerOtpRules.resendAfterSeconds);
}
