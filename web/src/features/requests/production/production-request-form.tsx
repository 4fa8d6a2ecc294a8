import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { usagePlans, planTiers } from '../../../../../shared/plans';
import {
  defaultBusinessHours,
  purposeMaxLength,
} from '../../../../../shared/schemas/production-request-fields';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import {
  productionFormSchema,
  type ProductionFormInput,
  type ProductionFormValues,
  type Requester,
} from './production-form-schema';
import { SelectField, type SelectOption } from './select-field';

/** A list the form picks from, with the text to show when it could not be fetched. */
export interface PickList {
  options: readonly SelectOption[];
  loading: boolean;
  /** The failure text (spec §8), shown under the field. */
  error?: string;
}

interface ProductionRequestFormProps {
  requester: Requester;
  departments: PickList;
  projects: PickList;
  applications: PickList;
  /** The chosen application's sandbox services (one is requested). */
  services: PickList;
  onApplicationChange: (applicationName: string) => void;
  defaultValues?: Partial<ProductionFormInput>;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last submit. */
  failure?: string;
  onSubmit: (values: ProductionFormValues) => void;
  onCancel: () => void;
}

const number = new Intl.NumberFormat('en-GB');
const planOptions = planTiers.map((tier) => ({
  value: tier,
  label: `${tier} · ${number.format(usagePlans[tier].quotaPerMonth)} a month, rate ${usagePlans[tier].ratePerSecond}/s`,
}));

/**
 * The production access request (spec §3, §5): who asks (from the profile), the team, one
 * service of one application and the traffic expected. Each field's message shows once it was
 * left or on submit.
 */
export function ProductionRequestForm({
  requester,
  departments,
  projects,
  applications,
  services: serviceList,
  onApplicationChange,
  defaultValues,
  submitLabel,
  pending,
  failure,
  onSubmit,
  onCancel,
}: ProductionRequestFormProps) {
  const id = useId();
  const form = useForm<ProductionFormInput, unknown, ProductionFormValues>({
    resolver: zodResolver(productionFormSchema),
    mode: 'onTouched',
    defaultValues: {
      department: '',
      project: '',
      applicationName: '',
      service: '',
      plan: '' as ProductionFormInput['plan'],
      purpose: '',
      rate: '',
      apiVolume: '',
      burst: '',
      applicationDL: '',
      responseTime: '',
      requestPerMonth: '',
      businessHours: defaultBusinessHours,
      ...defaultValues,
    },
  });
  const { errors } = form.formState;
  const applicationName = useWatch({ control: form.control, name: 'applicationName' });
  const department = useWatch({ control: form.control, name: 'department' });
  const projectOptions = projects.options.filter((option) => option.parent === department);
  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      className="production-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <FormAlert message={failure} />
      <fieldset className="production-form__section">
        <legend>Requester</legend>
        <dl className="production-form__requester">
          <div>
            <dt>Name</dt>
            <dd>
              {requester.firstName.toUpperCase()} {requester.lastName.toUpperCase()}
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{requester.email.toLowerCase()}</dd>
          </div>
          <div>
            <dt>Contact</dt>
            <dd>{requester.mobileNumber}</dd>
          </div>
          <div>
            <dt>Organization</dt>
            <dd>{requester.organization.toUpperCase()}</dd>
          </div>
        </dl>
        <p className="field-hint">From your profile.</p>
      </fieldset>

      <fieldset className="production-form__section">
        <legend>Team</legend>
        <div className="production-form__grid">
          <SelectField
            id={field('department')}
            label="Department"
            placeholder={departments.loading ? 'Loading…' : 'Choose a department'}
            options={departments.options}
            disabled={departments.loading}
            registration={form.register('department', {
              onChange: () => form.setValue('project', ''),
            })}
            error={departments.error ?? errors.department?.message}
          />
          <SelectField
            id={field('project')}
            label="Project"
            placeholder={
              projects.loading
                ? 'Loading…'
                : department
                  ? 'Choose a project'
                  : 'Choose a department first'
            }
            options={projectOptions}
            disabled={projects.loading || !department}
            registration={form.register('project')}
            error={projects.error ?? errors.project?.message}
          />
          <TextField
            id={field('dl')}
            label="Application DL (team e-mail)"
            type="email"
            registration={form.register('applicationDL')}
            error={errors.applicationDL?.message}
          />
        </div>
      </fieldset>

      <fieldset className="production-form__section">
        <legend>Service</legend>
        <div className="production-form__grid">
          <SelectField
            id={field('application')}
            label="Application"
            placeholder={applications.loading ? 'Loading…' : 'Choose an application'}
            options={applications.options}
            disabled={applications.loading}
            registration={form.register('applicationName', {
              onChange: (event: { target: { value: string } }) => {
                form.setValue('service', '');
                onApplicationChange(event.target.value);
              },
            })}
            error={applications.error ?? errors.applicationName?.message}
          />
          <SelectField
            id={field('service')}
            label="Service"
            placeholder={
              !applicationName
                ? 'Choose an application first'
                : serviceList.loading
                  ? 'Loading…'
                  : 'Choose a service'
            }
            options={serviceList.options}
            disabled={!applicationName || serviceList.loading}
            hint="One service per request: one your application subscribes to in sandbox."
            registration={form.register('service')}
            error={serviceList.error ?? errors.service?.message}
          />
          <SelectField
            id={field('plan')}
            label="Production plan"
            placeholder="Choose a plan"
            options={planOptions}
            registration={form.register('plan')}
            error={errors.plan?.message}
          />
        </div>
        <div className="field">
          <label htmlFor={field('purpose')}>Purpose of utilization</label>
          <textarea
            id={field('purpose')}
            className="input textarea"
            rows={3}
            aria-invalid={errors.purpose ? true : undefined}
            aria-describedby={`${field('purpose')}-hint${errors.purpose ? ` ${field('purpose')}-error` : ''}`}
            {...form.register('purpose')}
          />
          <p id={`${field('purpose')}-hint`} className="field-hint">
            Letters, digits and spaces, at most {purposeMaxLength} characters.
          </p>
          {errors.purpose ? (
            <p id={`${field('purpose')}-error`} className="field-error">
              {errors.purpose.message}
            </p>
          ) : null}
        </div>
        <div className="production-form__grid">
          <TextField
            id={field('rate')}
            label="Rate (requests per second)"
            registration={form.register('rate')}
            error={errors.rate?.message}
          />
          <TextField
            id={field('burst')}
            label="Burst (optional)"
            registration={form.register('burst')}
            error={errors.burst?.message}
          />
          <TextField
            id={field('volume')}
            label="Volume (optional)"
            registration={form.register('apiVolume')}
            error={errors.apiVolume?.message}
          />
        </div>
      </fieldset>

      <fieldset className="production-form__section">
        <legend>Expected traffic</legend>
        <div className="production-form__grid">
          <TextField
            id={field('response-time')}
            label="Response time in ms (optional)"
            registration={form.register('responseTime')}
            error={errors.responseTime?.message}
          />
          <TextField
            id={field('per-month')}
            label="Requests per month (optional)"
            registration={form.register('requestPerMonth')}
            error={errors.requestPerMonth?.message}
          />
          <TextField
            id={field('hours')}
            label="Business hours"
            hint="'start to end', e.g. 9:00 AM to 6:00 PM"
            registration={form.register('businessHours')}
            error={errors.businessHours?.message}
          />
        </div>
      </fieldset>

      <div className="production-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
