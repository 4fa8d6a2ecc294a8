import type { ComponentType } from 'react';
import type { Control, UseFormResetField } from 'react-hook-form';
import type {
  SupportQueryInput,
  SupportQueryValues,
} from '../../../../../shared/schemas/support-query-schema';

/**
 * What the Send a query form needs of a captcha. The captcha itself (picture, refresh, check on
 * entry) is the auth feature's; a feature never imports another, so the route hands it in.
 */
export interface CaptchaHandle {
  /** The id the answer is sent with; undefined while a picture loads. */
  captchaId: string | undefined;
  /** A new picture, with why the last answer was refused (if it was). */
  renew: (notice?: string | null) => void;
}

export interface CaptchaFieldProps<C extends CaptchaHandle> {
  id: string;
  captcha: C;
  control: Control<SupportQueryInput, unknown, SupportQueryValues>;
  name: 'captcha';
  resetField: UseFormResetField<SupportQueryInput>;
}

export interface CaptchaSlot<C extends CaptchaHandle> {
  captcha: C;
  CaptchaField: ComponentType<CaptchaFieldProps<C>>;
}
