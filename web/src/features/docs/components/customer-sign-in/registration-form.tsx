import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/text-field';
import {
  customerRegistrationSchema,
  toCustomerDetails,
  type CustomerRegistration,
  type CustomerRegistrationInput,
} from './customer-registration-schema';
import type { CustomerDetails } from './use-customer-flow';

interface RegistrationFormProps {
  pending: boolean;
  onRegister: (details: CustomerDetails) => Promise<void>;
}

/** Registration required: the new customer's details, sent to user/register with the uuid. */
export function RegistrationForm({ pending, onRegister }: RegistrationFormProps) {
  const id = useId();
  const form = useForm<CustomerRegistrationInput, unknown, CustomerRegistration>({
    mode: 'onTouched',
    resolver: zodResolver(customerRegistrationSchema),
    defaultValues: { firstName: '', lastName: '', email: '', vehicleRegistrationNumber: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onRegister(toCustomerDetails(values)));

  return (
    <form
      className="customer-sign-in__step"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>Register the customer</h3>
      <p className="field-hint">
        No customer has this number yet. Register one to receive their token.
      </p>
      <div className="customer-sign-in__grid">
        <TextField
          id={`${id}-first`}
          label="First Name"
          autoComplete="off"
          registration={form.register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          id={`${id}-last`}
          label="Last Name"
          autoComplete="off"
          registration={form.register('lastName')}
          error={errors.lastName?.message}
        />
        <TextField
          id={`${id}-email`}
          label="Email (optional)"
          type="email"
          autoComplete="off"
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <TextField
          id={`${id}-vehicle`}
          label="Vehicle Registration Number (optional)"
          autoComplete="off"
          hint="For example KA01AB1234"
          registration={form.register('vehicleRegistrationNumber')}
          error={errors.vehicleRegistrationNumber?.message}
        />
      </div>
      <div className="customer-sign-in__actions">
        <button
          type="submit"
          className="button"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
          Register
        </button>
      </div>
    </form>
  );
}
