import { useId, useMemo, useState } from 'react';
import { tiersOffered } from '../../../../shared/plans';
import { useSandboxSubscriptions } from '../../lib/applications/api-keys-query';
import { useApplications } from '../../lib/applications/applications-query';
import { getConfig } from '../../lib/config';
import { errorMessage } from '../../lib/error-message';
import { DialogActions } from '../dialog-actions';
import { FormAlert } from '../form-alert';
import { LoadingState } from '../loading-state';
import { Modal } from '../modal';
import type { SubscribeTarget } from '../subscribe/subscribe-dialog';
import { preselectedApplication } from './preselected-application';
import { proposedApplicationName } from './proposed-application-name';
import type { SandboxKeyResult } from './run-sandbox-key';
import { SandboxKeyDone } from './sandbox-key-done';
import { SandboxKeyExisting } from './sandbox-key-existing';
import { SandboxKeyForm } from './sandbox-key-form';
import { useSandboxKeyFlow } from './use-sandbox-key-flow';
import '../signed-in.css';

export interface SandboxKeyDialogProps {
  target: SubscribeTarget;
  /** The service's documentation, linked once the key shows (the service page gives it). */
  docsPath?: string;
  onClose: () => void;
  /** Told once the run has made the subscription. */
  onSubscribed?: (result: SandboxKeyResult) => void;
}

/**
 * Get a sandbox key (issue 23): one dialog that picks or creates the application, subscribes it
 * to the service's sandbox under the chosen plan (Basic first) and shows the key with Copy; when
 * the user holds a sandbox key for the service already, that key instead.
 */
export function SandboxKeyDialog({
  target,
  docsPath,
  onClose,
  onSubscribed,
}: SandboxKeyDialogProps) {
  const formId = useId();
  const applications = useApplications();
  const subscriptions = useSandboxSubscriptions(target.service);
  const { flow, created, run } = useSandboxKeyFlow();
  const [keyError, setKeyError] = useState<string>();
  const tiers = tiersOffered(getConfig().stage);

  // The list with the application a failed run made, which the list may not have yet.
  const known = useMemo(() => {
    const items = applications.data ?? [];
    return created && !items.some((item) => item.applicationId === created.applicationId)
      ? [created, ...items]
      : items;
  }, [applications.data, created]);

  const pending = flow.status === 'pending';
  const done = flow.status === 'done' ? flow.result : undefined;
  // A list that failed to load at all; a failed refetch (after a failed run) keeps its data.
  const loadError =
    (applications.data ? null : applications.error) ??
    (subscriptions.data ? null : subscriptions.error);
  const loading = applications.isPending || subscriptions.isPending;
  // Known once the lists are in, and only while nothing was subscribed here (that shows as done).
  const existing = !done && !loading && !created ? (subscriptions.data ?? []) : [];
  const showForm = !done && !loading && !loadError && existing.length === 0;

  const close = () => {
    if (!pending) onClose();
  };
  const view = done ? (
    <SandboxKeyDone result={done} docsPath={docsPath} onKeyError={setKeyError} />
  ) : loadError ? (
    <p className="field-error" role="alert">
      {errorMessage(loadError)}
    </p>
  ) : loading ? (
    <LoadingState label="Loading your applications…" />
  ) : existing.length > 0 ? (
    <SandboxKeyExisting subscriptions={existing} docsPath={docsPath} onKeyError={setKeyError} />
  ) : (
    <>
      <p>Subscribes an application to {target.apiName}&apos;s sandbox and shows its key here.</p>
      <SandboxKeyForm
        formId={formId}
        applications={known}
        preselected={
          created?.applicationName ??
          preselectedApplication(known, subscriptions.data ?? [])?.applicationName
        }
        proposedName={proposedApplicationName(
          target.service,
          known.map((item) => item.applicationName),
        )}
        tiers={tiers}
        onSubmit={(values) =>
          void run({ target, ...values }).then((result) => {
            if (result) onSubscribed?.(result);
          })
        }
      />
    </>
  );

  return (
    <Modal
      title={`Sandbox key for ${target.apiName}`}
      onClose={close}
      closeLabel="Close"
      actions={
        showForm ? (
          <DialogActions label="Get key" pending={pending} onCancel={close} formId={formId} />
        ) : (
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        )
      }
    >
      {view}
      <FormAlert message={flow.status === 'failed' ? flow.message : keyError} />
      <div aria-live="polite">
        {pending ? (
          <p className="dialog-status">
            <span className="spinner spinner--inline spinner--dark" aria-hidden="true" />
            Getting your key…
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
