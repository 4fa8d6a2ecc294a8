import { useId, useState } from 'react';
import type { ClientCredentialsItem } from '../../../../../shared/api/applications-credentials-operations';
import { clientAccessTokenMinutes, tryOutScope } from '../../../../../shared/client-credentials';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyButton } from '../../../components/copy-button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import {
  useClientCredentials,
  useCreateClientCredentials,
  useDeleteClientCredentials,
  useRotateClientSecret,
  type IssuedSecret,
} from '../api/client-credentials-calls';
import { formatDate, formatDateTime } from '../format';
import { overlapWindow } from '../overlap-window';
import { IssuedSecretDialog } from './issued-secret-dialog';

interface ClientCredentialsPanelProps {
  applicationId: string;
  applicationName: string;
}

const onError = (error: unknown) => showError(errorMessage(error));

/** The application's client credentials: create, rotate the secret, delete. */
export function ClientCredentialsPanel({
  applicationId,
  applicationName,
}: ClientCredentialsPanelProps) {
  const headingId = useId();
  const credentials = useClientCredentials(applicationId);
  const create = useCreateClientCredentials();
  const rotate = useRotateClientSecret();
  const remove = useDeleteClientCredentials();
  const [issued, setIssued] = useState<IssuedSecret & { title: string }>();
  const [confirming, setConfirming] = useState<'rotate' | 'delete'>();

  const issue = (kind: 'create' | 'rotate') => {
    const mutation = kind === 'create' ? create : rotate;
    mutation.mutate(applicationId, {
      onSuccess: (answer) => {
        setConfirming(undefined);
        setIssued({
          ...answer,
          title: kind === 'create' ? 'Client credentials created' : 'New client secret',
        });
        // Drops the answer (and its secret) from the mutation's state and cache.
        mutation.reset();
      },
      onError,
    });
  };

  let body;
  if (credentials.isPending) body = <LoadingState label="Loading the client credentials…" />;
  else if (credentials.isError) {
    body = (
      <ErrorState
        message={errorMessage(credentials.error)}
        onRetry={() => void credentials.refetch()}
      />
    );
  } else if (credentials.data === null) {
    body = (
      <EmptyState
        title="No client credentials yet"
        message={`Client credentials (a client ID and secret) let this application get access tokens to “try out” the APIs and to call them server to server, under the ${tryOutScope} scope. Each token is valid for ${clientAccessTokenMinutes} minutes.`}
      >
        <button
          type="button"
          className="button"
          onClick={() => issue('create')}
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? (
            <span className="spinner spinner--inline" aria-hidden="true" />
          ) : null}
          Create client credentials
        </button>
      </EmptyState>
    );
  } else {
    body = (
      <CredentialsView
        item={credentials.data}
        onRotate={() => setConfirming('rotate')}
        onDelete={() => setConfirming('delete')}
      />
    );
  }

  return (
    <section className="credentials-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Client credentials</h2>
      {body}
      {confirming === 'rotate' ? (
        <ConfirmDialog
          title="Rotate secret"
          description={
            <>
              <p>
                A new client secret for <strong>{applicationName}</strong> is issued at once and
                shown once.
              </p>
              <p>
                The previous secret keeps working for {overlapWindow()} so you can move your servers
                to the new one; then it stops working. The exact time is shown here after the
                rotation.
              </p>
            </>
          }
          confirmLabel="Rotate secret"
          pending={rotate.isPending}
          onConfirm={() => issue('rotate')}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
      {confirming === 'delete' ? (
        <ConfirmDialog
          title="Delete client credentials"
          description={
            <p>
              Delete the client credentials of <strong>{applicationName}</strong>? Their secrets
              stop working at once and no new access tokens can be issued with them.
            </p>
          }
          confirmLabel="Delete client credentials"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(applicationId, { onSuccess: () => setConfirming(undefined), onError })
          }
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
      {issued ? (
        <IssuedSecretDialog
          title={issued.title}
          clientId={issued.item.clientId}
          clientSecret={issued.clientSecret}
          onDone={() => setIssued(undefined)}
        />
      ) : null}
    </section>
  );
}

interface CredentialsViewProps {
  item: ClientCredentialsItem;
  onRotate: () => void;
  onDelete: () => void;
}

function CredentialsView({ item, onRotate, onDelete }: CredentialsViewProps) {
  return (
    <div className="credentials-card">
      <dl className="credentials-facts">
        <div className="credentials-facts__wide">
          <dt>Client ID</dt>
          <dd className="credentials-facts__id">
            <code>{item.clientId}</code>
            <CopyButton label="Client ID" value={item.clientId} onError={onError} />
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(item.createdAt)}</dd>
        </div>
        <div>
          <dt>Current secret issued</dt>
          <dd>{formatDateTime(item.secretCreatedAt)}</dd>
        </div>
        <div>
          <dt>Scope</dt>
          <dd>
            <code>{item.scope}</code>
          </dd>
        </div>
      </dl>
      {item.previousSecretExpiresAt ? (
        <p className="key-cell__overlap">
          Previous secret works until{' '}
          <time dateTime={item.previousSecretExpiresAt}>
            {formatDateTime(item.previousSecretExpiresAt)}
          </time>
        </p>
      ) : null}
      <div className="credentials-actions">
        <button type="button" className="button button--quiet button--small" onClick={onRotate}>
          Rotate secret
        </button>
        <button type="button" className="button button--quiet button--small" onClick={onDelete}>
          Delete client credentials
        </button>
      </div>
    </div>
  );
}
