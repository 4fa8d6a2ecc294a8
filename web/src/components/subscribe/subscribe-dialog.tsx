import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { subscribeSchema, type SubscribeInput } from '../../../../shared/schemas/subscribe-schema';
import { tiersOffered } from '../../../../shared/plans';
import { useApplications } from '../../lib/applications/applications-query';
import { applicationsPaths, createParam } from '../../lib/applications/applications-paths';
import { useSubscribe } from '../../lib/applications/subscribe';
import { getConfig } from '../../lib/config';
import { errorMessage } from '../../lib/error-message';
import { showError } from '../../lib/notify';
import { LoadingState } from '../loading-state';
import { Modal } from '../modal';
import { PlanOptions } from '../plan-options';
import '../signed-in.css';
import { DialogActions } from '../dialog-actions';
import { SubscribeDone } from './subscribe-done';

export interface SubscribeTarget {
  category: string;
  service: string;
  apiName: string;
}

interface SubscribeDialogProps {
  target: SubscribeTarget;
  onClose: () => void;
}

/**
 * Subscribe (spec §4, §5): one of the user's applications and a usage plan, both mandatory, the
 * only application and the deployment's first plan already chosen; a spinner while it runs, then
 * 'Key created' with the key to reveal and copy (open until the user closes it, issue 23) or the
 * server's message as an error toast.
 */
export function SubscribeDialog({ target, onClose }: SubscribeDialogProps) {
  const applications = useApplications();
  const subscription = useSubscribe();
  const formId = useId();
  const tiers = tiersOffered(getConfig().stage);
  const form = useForm<SubscribeInput>({
    resolver: zodResolver(subscribeSchema),
    defaultValues: { applicationName: '', usagePlan: tiers[0] ?? '' },
  });
  const { errors } = form.formState;
  const done = subscription.isSuccess;

  // The list may arrive after the form: the only application is chosen once it does.
  const onlyApplication =
    applications.data?.length === 1 ? applications.data[0]?.applicationName : undefined;
  useEffect(() => {
    if (onlyApplication && form.getValues('applicationName') === '') {
      form.setValue('applicationName', onlyApplication);
    }
  }, [onlyApplication, form]);

  const submit = form.handleSubmit((values) =>
    subscription.mutate(
      { ...values, category: target.category, service: target.service },
      { onError: (error) => showError(errorMessage(error)) },
    ),
  );

  const hasNoApplications = applications.isSuccess && applications.data.length === 0;
  return (
    <Modal
      title={`Subscribe to ${target.apiName}`}
      onClose={() => {
        if (!subscription.isPending) onClose();
      }}
      closeLabel="Close"
      actions={
        done ? (
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        ) : (
          <DialogActions
            label="Subscribe"
            pending={subscription.isPending}
            onCancel={onClose}
            formId={formId}
            disabled={hasNoApplications}
          />
        )
      }
    >
      {done ? (
        <SubscribeDone subscription={subscription.data} />
      ) : applications.isPending ? (
        <LoadingState label="Loading your applications…" />
      ) : applications.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(applications.error)}
        </p>
      ) : hasNoApplications ? (
        <p>
          You have no application yet.{' '}
          <Link to={`${applicationsPaths.list}?${createParam}=1`}>Create an application</Link>{' '}
          first, then subscribe it to this service.
        </p>
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label htmlFor={`${formId}-application`}>Application</label>
            <select
              id={`${formId}-application`}
              className="select"
              aria-invalid={errors.applicationName ? true : undefined}
              aria-describedby={errors.applicationName ? `${formId}-application-error` : undefined}
              {...form.register('applicationName')}
            >
              <option value="">Choose an application</option>
              {applications.data.map((application) => (
                <option key={application.applicationId} value={application.applicationName}>
                  {application.applicationName}
                </option>
              ))}
            </select>
            {errors.applicationName ? (
              <p id={`${formId}-application-error`} className="field-error">
                {errors.applicationName.message}
              </p>
            ) : null}
          </div>
          <PlanOptions
            tiers={tiers}
            registration={form.register('usagePlan')}
            error={errors.usagePlan?.message}
          />
        </form>
      )}
      <div aria-live="polite">
        {subscription.isPending ? (
          <p className="dialog-status">
            <span className="spinner spinner--inline spinner--dark" aria-hidden="true" />
            Subscribing…
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
