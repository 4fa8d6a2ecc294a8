import { useState } from 'react';
import type { AdminService } from '../../../../../../shared/api/admin-catalogue-operations';
import { apiStatusBadge, type ApiStatus } from '../../../../../../shared/api-status';
import { versionToMoveTo } from '../../../../../../shared/domain/version-to-move-to';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { errorMessage } from '../../../../lib/error-message';
import { showError, showSuccess } from '../../../../lib/notify';
import { downloadDefinition, useSetApiStatus, useSetPublished } from '../../api/apis-queries';
import { ExpiryDialog } from './expiry-dialog';
import { UploadDialog } from './upload-dialog';

type AdminApi = AdminService['apis'][number];
type Asked =
  | { kind: 'publish'; service: AdminService }
  | { kind: 'status'; service: AdminService; api: AdminApi; status: ApiStatus }
  | { kind: 'upload'; service: AdminService };

/** The statuses that tell the service's subscribers, so the admin confirms them first. */
const toldStatuses: readonly ApiStatus[] = ['tobeexpired', 'expired'];
export const subscribersTold = 'Subscribers will be told by e-mail and in the portal.';

/**
 * The page's changes: publish (confirmed), an API's status (confirmed when subscribers are
 * told), uploads (their dialog) and downloads; a toast says what the server did or why not.
 */
export function useApisActions() {
  const published = useSetPublished();
  const status = useSetApiStatus();
  const [asked, setAsked] = useState<Asked>();
  const close = () => setAsked(undefined);
  const done = (answer: { message: string }) => {
    close();
    showSuccess(answer.message);
  };
  const failed = (error: unknown) => {
    close();
    showError(errorMessage(error));
  };

  const changeStatus = (
    service: AdminService,
    api: AdminApi,
    next: ApiStatus,
    expiresOn?: string,
  ) =>
    status.mutate(
      {
        category: service.category,
        service: service.service,
        apiName: api.name,
        status: next,
        expiresOn,
      },
      // The expiry day's refusal shows in its dialog, which stays open to pick another day.
      { onSuccess: done, onError: next === 'tobeexpired' ? undefined : failed },
    );
  const askStatus = (service: AdminService, api: AdminApi, next: ApiStatus) => {
    if (!toldStatuses.includes(next)) return changeStatus(service, api, next);
    // An earlier refusal is not this change's.
    status.reset();
    setAsked({ kind: 'status', service, api, status: next });
  };
  const download = (service: AdminService, version: string) =>
    downloadDefinition({ category: service.category, service: service.service, version }).catch(
      (error: unknown) => showError(errorMessage(error)),
    );

  let dialog = null;
  if (asked?.kind === 'upload') {
    dialog = <UploadDialog service={asked.service} onClose={close} />;
  } else if (asked?.kind === 'publish') {
    const { service } = asked;
    const verb = service.published ? 'Unpublish' : 'Publish';
    dialog = (
      <ConfirmDialog
        title={`${verb} ${service.apiName}?`}
        description={
          <p>
            {service.published
              ? 'The service disappears from the catalogue, the search and the docs for everyone but admins.'
              : 'The service appears in the catalogue, the search and the docs again.'}{' '}
            The change is recorded in the audit log.
          </p>
        }
        confirmLabel={verb}
        pending={published.isPending}
        onCancel={close}
        onConfirm={() =>
          published.mutate(
            { category: service.category, service: service.service, published: !service.published },
            { onSuccess: done, onError: failed },
          )
        }
      />
    );
  } else if (asked?.kind === 'status' && asked.status === 'tobeexpired') {
    const { service, api } = asked;
    dialog = (
      <ExpiryDialog
        apiLabel={`${api.displayName || api.name} (${api.version})`}
        moveTo={versionToMoveTo(service.versions, api.version)}
        pending={status.isPending}
        problem={status.isError ? errorMessage(status.error) : undefined}
        onCancel={() => {
          status.reset();
          close();
        }}
        onConfirm={(expiresOn) => changeStatus(service, api, 'tobeexpired', expiresOn)}
      />
    );
  } else if (asked?.kind === 'status') {
    const { service, api } = asked;
    const title = apiStatusBadge(asked.status).title;
    dialog = (
      <ConfirmDialog
        title={`Mark ${api.displayName || api.name} (${api.version}) as ${title}?`}
        description={<p>{subscribersTold}</p>}
        confirmLabel={`Mark as ${title}`}
        pending={status.isPending}
        onCancel={close}
        onConfirm={() => changeStatus(service, api, asked.status)}
      />
    );
  }

  const busyApi = status.isPending ? status.variables?.apiName : undefined;
  return {
    askPublish: (service: AdminService) => setAsked({ kind: 'publish', service }),
    askUpload: (service: AdminService) => setAsked({ kind: 'upload', service }),
    askStatus,
    download,
    busyApi,
    dialog,
  };
}
