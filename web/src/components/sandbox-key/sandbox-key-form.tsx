import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ApplicationItem } from '../../../../shared/api/applications-operations';
import type { PlanTier } from '../../../../shared/plans';
import { PlanOptions } from '../plan-options';
import {
  newApplication,
  sandboxKeyFormSchema,
  type SandboxKeyFormInput,
  type SandboxKeyFormValues,
} from './sandbox-key-form-schema';

interface SandboxKeyFormProps {
  formId: string;
  /** The user's applications (with one a failed run made, even before the list has it). */
  applications: readonly ApplicationItem[];
  /** The application chosen at first; undefined for a new one. */
  preselected: string | undefined;
  /** The new application's name as offered (valid, not taken). */
  proposedName: string;
  tiers: readonly PlanTier[];
  onSubmit: (values: SandboxKeyFormValues) => void;
}

/**
 * Which application (one of the user's, or a new one with an editable name) and which plan of
 * the sandbox stage: the first tier offered (Basic) chosen already.
 */
export function SandboxKeyForm({
  formId,
  applications,
  preselected,
  proposedName,
  tiers,
  onSubmit,
}: SandboxKeyFormProps) {
  const names = useMemo(
    () => applications.map((application) => application.applicationName),
    [applications],
  );
  const form = useForm<SandboxKeyFormInput, unknown, SandboxKeyFormValues>({
    resolver: zodResolver(sandboxKeyFormSchema(names)),
    defaultValues: {
      application: preselected ?? newApplication,
      newName: proposedName,
      usagePlan: tiers[0] ?? '',
    },
  });
  const { errors } = form.formState;
  const choice = useWatch({ control: form.control, name: 'application' });
  const hasApplications = applications.length > 0;

  // After a run that created the application and then failed, the retry picks that application.
  useEffect(() => {
    if (preselected && preselected !== form.getValues('application')) {
      form.setValue('application', preselected);
    }
  }, [preselected, form]);

  const submit = form.handleSubmit(onSubmit);
  const applicationError = errors.application?.message;
  const nameError = errors.newName?.message;
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        // React passes a portal's events up its own tree: the try-out form around the button.
        event.stopPropagation();
        void submit(event);
      }}
    >
      {hasApplications ? (
        <div className="field">
          <label htmlFor={`${formId}-application`}>Application</label>
          <select
            id={`${formId}-application`}
            className="select"
            aria-invalid={applicationError ? true : undefined}
            aria-describedby={applicationError ? `${formId}-application-error` : undefined}
            {...form.register('application')}
          >
            {applications.map((application) => (
              <option key={application.applicationId} value={application.applicationName}>
                {application.applicationName}
              </option>
            ))}
            <option value={newApplication}>New application…</option>
          </select>
          {applicationError ? (
            <p id={`${formId}-application-error`} className="field-error">
              {applicationError}
            </p>
          ) : null}
        </div>
      ) : null}
      {choice === newApplication ? (
        <div className="field">
          <label htmlFor={`${formId}-name`}>
            {hasApplications ? 'New application name' : 'Application name'}
          </label>
          <input
            id={`${formId}-name`}
            className="input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${formId}-name-error` : `${formId}-name-hint`}
            {...form.register('newName')}
          />
          {nameError ? (
            <p id={`${formId}-name-error`} className="field-error">
              {nameError}
            </p>
          ) : (
            <p id={`${formId}-name-hint`} className="field-hint">
              {hasApplications
                ? 'Created for you, then subscribed.'
                : 'You have no application yet: this one is created for you, then subscribed.'}
            </p>
          )}
        </div>
      ) : null}
      <PlanOptions
        tiers={tiers}
        legend="Sandbox usage plan"
        registration={form.register('usagePlan')}
        error={errors.usagePlan?.message}
      />
    </form>
  );
}
