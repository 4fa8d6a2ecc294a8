import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  registerSchema,
  type RegisterInput,
  type RegisterValues,
} from '../../../../../../shared/schemas/register-schema';
import {
  companyNameMaxLength,
  isOthersOrganization,
  othersOrganization,
} from '../../../../../../shared/schemas/registration-fields';
import { MobileField } from '../../../../components/mobile-field';
import { TextField } from '../../../../components/text-field';
import { newPasswordHint } from '../../password-hint';
import { registrationErrorMessage } from '../api/register-account';
import { CategoriesField } from './categories-field';
import { ConsentField } from './consent-field';
import { OrganizationCombobox, type OrganizationChoice } from './organization-combobox';
import { PasswordField } from './password-field';
import { FormAlert } from '../../../../components/form-alert';
import { fieldMessages } from '../../../../../../shared/schemas/field-messages';
import { isApiError } from '../../../../lib/api-error';
import { CaptchaField } from '../../components/captcha-field';
import { useCaptcha } from '../../hooks/use-captcha';
import { useOpenCategories } from '../hooks/use-open-categories';

const emptyForm: RegisterInput = {
  firstName: '',
  lastName: '',
  mobileNumber: '',
  employeeId: '',
  email: '',
  password: '',
  confirmPassword: '',
  organization: '',
  partnerParentId: null,
  companyName: '',
  categoriesRequested: [],
  consent: false,
  captcha: '',
};

interface RegisterFormProps {
  /**
   * Registers with the answer of the captcha `captchaId`; a thrown error is shown above the form
   * (spec §8 register messages), a refused captcha under its field.
   */
  onSubmit: (values: RegisterValues, captchaId: string) => Promise<void>;
}

/** The register form of spec §5: every rule and message comes from `registerSchema`. */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha();
  const openCategories = useOpenCategories();
  const {
    register,
    control,
    setValue,
    resetField,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: emptyForm,
    // Focus goes to the first invalid field in page order (focusFirstError).
    shouldFocusError: false,
  });
  const { field: organization } = useController({ control, name: 'organization' });
  const chosenOrganization = useWatch({ control, name: 'organization' });
  const others = isOthersOrganization(chosenOrganization);

  // partnerParentId first, so the organization's own validation sees the matching code.
  const typeOrganization = (text: string) => {
    setValue('partnerParentId', null);
    organization.onChange(text);
  };
  const pickOrganization = (choice: OrganizationChoice) => {
    setValue('partnerParentId', choice?.code ?? null);
    organization.onChange(choice?.name ?? othersOrganization);
  };

  // After a refused submit, focus the first invalid field in page order. A frame later: the
  // fields get aria-invalid when React renders the new errors.
  const focusFirstError = () => {
    window.requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  // Every refusal brings a new captcha (the server used the old one up), as on sign-in.
  const submit = async (values: RegisterValues) => {
    setFormError(null);
    if (!captcha.captchaId) {
      captcha.renew(fieldMessages.wrongCaptcha);
      return;
    }
    try {
      await onSubmit(values, captcha.captchaId);
    } catch (error) {
      const captchaRefusal = isApiError(error) ? error.fields?.captcha : undefined;
      captcha.renew(captchaRefusal ?? null);
      if (!captchaRefusal) setFormError(registrationErrorMessage(error));
    }
  };

  return (
    <form
      ref={formRef}
      className="auth-form register-form"
      noValidate
      onSubmit={(event) => void handleSubmit(submit, focusFirstError)(event)}
      aria-labelledby="register-title"
    >
      <h2 id="register-title">Register</h2>
      <p className="auth-form__intro">
        Request a developer account. All fields are required, except Employee ID.
      </p>
      <FormAlert message={formError} />
      <div className="register-form__pair">
        <TextField
          id="register-first-name"
          label="First Name"
          autoComplete="given-name"
          registration={register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          id="register-last-name"
          label="Last Name"
          autoComplete="family-name"
          registration={register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <MobileField
        id="register-mobile"
        label="Mobile Number"
        registration={register('mobileNumber')}
        error={errors.mobileNumber?.message}
      />
      <TextField
        id="register-employee-id"
        label="Employee ID"
        hint="Optional. Letters and digits, up to 15 characters."
        registration={register('employeeId')}
        error={errors.employeeId?.message}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        id="register-password"
        label="Password"
        autoComplete="new-password"
        hint={newPasswordHint}
        registration={register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        id="register-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <OrganizationCombobox
        id="register-organization"
        label="Organization"
        value={organization.value}
        inputRef={organization.ref}
        onType={typeOrganization}
        onPick={pickOrganization}
        onBlur={organization.onBlur}
        error={errors.organization?.message ?? errors.partnerParentId?.message}
      />
      {others ? (
        <TextField
          id="register-company-name"
          label="Company Name"
          autoComplete="organization"
          hint={`Your organization's name, up to ${companyNameMaxLength} characters.`}
          registration={register('companyName')}
          error={errors.companyName?.message}
        />
      ) : null}
      <CategoriesField
        registration={register('categoriesRequested')}
        error={errors.categoriesRequested?.message}
        openCategories={openCategories}
      />
      <ConsentField registration={register('consent')} error={errors.consent?.message} />
      <CaptchaField
        id="register-captcha"
        captcha={captcha}
        control={control}
        resetField={resetField}
        name="captcha"
      />
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting…' : 'Register'}
      </button>
      <p className="auth-form__links">
        <span>
          Already registered? <Link to="/signIn">Sign in</Link>
        </span>
      </p>
    </form>
  );
}
