import { lazy, Suspense, useId, useState } from 'react';
import type { ClientCertificateItem } from '../../../../../shared/api/applications-credentials-operations';
import { certificatesPerApplication } from '../../../../../shared/client-credentials';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useCertificates } from '../api/certificate-calls';
import { formatDate } from '../format';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';
import { scrollRegion } from '../../../components/data-table/scroll-region';

// A form of its own (react-hook-form and its resolver): loaded when a certificate is to be made.
const GenerateCertificateDialog = lazy(() =>
  import('./generate-certificate-dialog').then((m) => ({ default: m.GenerateCertificateDialog })),
);

interface ClientCertificatesPanelProps {
  applicationId: string;
  applicationName: string;
}

/** The application's client certificates for the prod stage (at most 2): generate, revoke. */
export function ClientCertificatesPanel({
  applicationId,
  applicationName,
}: ClientCertificatesPanelProps) {
  const headingId = useId();
  const limitId = useId();
  const certificates = useCertificates(applicationId);
  const [generating, setGenerating] = useState(false);
  const [revoking, setRevoking] = useState<ClientCertificateItem>();
  const atLimit = (certificates.data?.length ?? 0) >= certificatesPerApplication;

  let body;
  if (certificates.isPending) body = <LoadingState label="Loading the certificates…" />;
  else if (certificates.isError) {
    body = (
      <ErrorState
        message={errorMessage(certificates.error)}
        onRetry={() => void certificates.refetch()}
      />
    );
  } else {
    body = (
      <>
        <div className="credentials-toolbar">
          <button
            type="button"
            className="button"
            onClick={() => setGenerating(true)}
            disabled={atLimit}
            aria-describedby={atLimit ? limitId : undefined}
          >
            Generate certificate
          </button>
          {atLimit ? (
            <p id={limitId} className="field-hint">
              An application holds at most {certificatesPerApplication} certificates. Revoke one to
              generate another.
            </p>
          ) : null}
        </div>
        {certificates.data.length === 0 ? (
          <p className="credentials-none">No client certificates yet.</p>
        ) : (
          <CertificatesList certificates={certificates.data} onRevoke={setRevoking} />
        )}
      </>
    );
  }

  return (
    <section className="credentials-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Client certificates</h2>
      <p className="credentials-intro">
        Certificates for this application’s calls to the prod stage; one current and one next, so
        you can replace one before it expires.
      </p>
      {body}
      {generating ? (
        <Suspense fallback={null}>
          <GenerateCertificateDialog
            applicationId={applicationId}
            applicationName={applicationName}
            onClose={() => setGenerating(false)}
          />
        </Suspense>
      ) : null}
      {revoking ? (
        <RevokeCertificateDialog
          certificate={revoking}
          onClose={() => setRevoking(undefined)}
          onRevoked={() => setRevoking(undefined)}
        />
      ) : null}
    </section>
  );
}

interface CertificatesListProps {
  certificates: readonly ClientCertificateItem[];
  onRevoke: (certificate: ClientCertificateItem) => void;
}

function CertificatesList({ certificates, onRevoke }: CertificatesListProps) {
  return (
    // The subscriptions table's layout: a card per certificate on phones.
    <div
      className="table-scroll table-scroll--cards"
      {...scrollRegion('Client certificates of this application')}
    >
      <table className="data-table subscriptions-table">
        <caption>Client certificates of this application</caption>
        <thead>
          <tr>
            <th scope="col">Certificate ID</th>
            <th scope="col">Description</th>
            <th scope="col">Created</th>
            <th scope="col">Expires</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {certificates.map((certificate) => (
            <tr key={certificate.certificateId}>
              <th scope="row" data-label="Certificate ID">
                <code>{certificate.certificateId}</code>
              </th>
              <td data-label="Description">{certificate.description || '—'}</td>
              <td data-label="Created" className="nowrap">
                {formatDate(certificate.createdAt)}
              </td>
              <td data-label="Expires" className="nowrap">
                {formatDate(certificate.expiresAt)}
              </td>
              <td className="subscriptions-table__actions">
                <button
                  type="button"
                  className="button button--quiet button--small"
                  aria-label={`Revoke certificate ${certificate.certificateId}`}
                  onClick={() => onRevoke(certificate)}
                >
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
