import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { messages } from '../../../../../../shared/messages';
import * as z from 'zod';
import { customerOtpCodeSchema } from '../../../../../../shared/schemas/customer-identity-schema';
import {
  mobileCountryCode,
  mobileNumberSchema,
  mobileOtpRequestSchema,
} from '../../../../../../shared/schemas/mobile-schema';
import type { CustomerFlow } from './use-customer-flow';
import { useSecondsLeft } from './use-seconds-left';
import '../../../../components/mobile-field.css';

interface MobileOtpValues {
  mobile: string;
  otp: string;
}

/** The OTP as the backend takes it: numeric and 6 digits, one message ('Please enter a valid otp'). */
const verifySchema = z.object({ mobile: mobileNumberSchema, otp: customerOtpCodeSchema });

const requestResolver = zodResolver(mobileOtpRequestSchema) as unknown as Resolver<MobileOtpValues>;
const verifyResolver = zodResolver(verifySchema) as unknown as Resolver<MobileOtpValues>;

/**
 * Spec §4 Mobile OTP: the number after '+91' → Get OTP → the OTP field, the number locked (Edit
 * unlocks it and starts over) → Submit. Messages show on submit or once a field is left.
 */
export function MobileOtpForm({ flow }: { flow: CustomerFlow }) {
  const id = useId();
  const locked = flow.stage.kind !== 'start';
  const otpStep = flow.stage.kind === 'otp-sent';
  const lockedRef = useRef(locked);
  lockedRef.current = locked;
  const form = useForm<MobileOtpValues>({
    mode: 'onTouched',
    defaultValues: { mobile: '', otp: '' },
    // Get OTP checks the number only; Submit checks number and OTP.
    resolver: (values, context, options) =>
      (lockedRef.current ? verifyResolver : requestResolver)(values, context, options),
  });
  const { errors } = form.formState;
  const mobile = useWatch({ control: form.control, name: 'mobile' });
  const waiting = useSecondsLeft(
    flow.resend && flow.resend.mobile === mobile.trim() ? flow.resend.until : undefined,
  );

  const otpInput = useRef<HTMLInputElement | null>(null);
  const started = useRef(false);
  // Focus follows the flow: to the OTP once sent; back to the number on Edit or GENERATE.NEW.OTP
  // (the OTP goes). Not on first render: the page's own focus stays where it is.
  useEffect(() => {
    if (otpStep) {
      started.current = true;
      otpInput.current?.focus();
    } else if (!locked && started.current) {
      form.resetField('otp');
      form.setFocus('mobile');
    }
  }, [locked, otpStep, form]);
  const otpRegistration = form.register('otp');

  const submit = form.handleSubmit(async (values) => {
    if (!locked) {
      if (waiting === 0) await flow.sendOtp(values.mobile);
      return;
    }
    if (!otpStep) return;
    const result = await flow.verifyOtp(values.mobile, values.otp);
    if (result === 'wrong-otp') {
      form.setError('otp', { message: messages.wrongOtp });
      otpInput.current?.focus();
    }
  });

  const resend = async () => {
    form.resetField('otp');
    await flow.sendOtp(form.getValues('mobile').trim());
  };

  const mobileId = `${id}-mobile`;
  const otpId = `${id}-otp`;
  const sending = flow.pending === 'send';
  const verifying = flow.pending === 'verify';
  const describe = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <form
      className="customer-sign-in__form"
      noValidate
      aria-label="Mobile OTP sign-in"
      onSubmit={(event) => void submit(event)}
    >
      <div className="field">
        <label htmlFor={mobileId}>Mobile number</label>
        <div className="mobile-field">
          <span id={`${mobileId}-prefix`} className="mobile-field__prefix">
            {mobileCountryCode}
          </span>
          <input
            id={mobileId}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            className="input mobile-field__input"
            readOnly={locked}
            aria-invalid={errors.mobile ? true : undefined}
            aria-describedby={describe(
              `${mobileId}-prefix`,
              !!errors.mobile && `${mobileId}-error`,
            )}
            {...form.register('mobile')}
          />
          {locked ? (
            <button
              type="button"
              className="button button--secondary customer-sign-in__edit"
              onClick={flow.edit}
              disabled={flow.pending !== null}
            >
              Edit
            </button>
          ) : null}
        </div>
        {errors.mobile?.message ? (
          <p id={`${mobileId}-error`} className="field-error">
            {errors.mobile.message}
          </p>
        ) : null}
      </div>

      {!locked || otpStep ? (
        <div className="customer-sign-in__actions">
          <button
            type={locked ? 'button' : 'submit'}
            className={locked ? 'button button--secondary' : 'button'}
            disabled={!flow.ready || sending || waiting > 0}
            aria-busy={sending || undefined}
            onClick={locked ? () => void resend() : undefined}
          >
            {sending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
            Get OTP
          </button>
          {waiting > 0 ? (
            <span className="customer-sign-in__wait">Get a new OTP in {waiting} s</span>
          ) : null}
        </div>
      ) : null}

      {flow.stage.kind === 'otp-sent' ? (
        <>
          <p className="customer-sign-in__sent" role="status">
            {flow.stage.message}
          </p>
          <div className="field">
            <label htmlFor={otpId}>OTP</label>
            <input
              id={otpId}
              className="input customer-sign-in__otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={errors.otp ? true : undefined}
              aria-describedby={errors.otp ? `${otpId}-error` : undefined}
              {...otpRegistration}
              ref={(element) => {
                otpRegistration.ref(element);
                otpInput.current = element;
              }}
            />
            {errors.otp?.message ? (
              <p id={`${otpId}-error`} className="field-error">
                {errors.otp.message}
              </p>
            ) : null}
          </div>
          <div className="customer-sign-in__actions">
            <button
              type="submit"
              className="button"
              disabled={verifying}
              aria-busy={verifying || undefined}
            >
              {verifying ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
              Submit
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}
