import type { CategorySummary } from '../../../../../shared/api/catalogue-operations';
import type { DocOperation, ServiceDoc } from '../../../../../shared/docs/doc-model';
import { MethodPill } from '../../../components/method-pill';
import { StatusBadge } from '../../../components/status-badge';
import type { SessionUser } from '../../../lib/auth/session-user';
import { CodeBlock } from './code-block';
import { FieldsTable } from './fields-table';
import { maskedRequestUrl } from '../request-url';
import { RequestUrlBlock } from './request-url-block';
import { SandboxKeyOffer } from './sandbox-key-offer';
import { TryOutArea } from './try-out-area';
import { VersionChangesSection } from '../../../components/version-changes/version-changes';

interface OperationDocProps {
  doc: ServiceDoc;
  operation: DocOperation;
  user: SessionUser | null;
  requestUrl: string | undefined;
  productApiUrl: string | undefined;
  category: CategorySummary | undefined;
  categoryFailed: boolean;
  /** The gateway does not serve this version yet: no try-out. */
  undeployed?: boolean;
}

/** The main column: what the operation is, where to call it, try out, its inputs. */
export function OperationDoc({
  doc,
  operation,
  user,
  requestUrl,
  productApiUrl,
  category,
  categoryFailed,
  undeployed = false,
}: OperationDocProps) {
  const body = operation.requestBody;
  return (
    <>
      <header className="doc-header">
        <div className="doc-header__title">
          <h1>{operation.displayName || operation.name}</h1>
          <StatusBadge status={operation.apiStatus} />
        </div>
        <p className="doc-header__endpoint">
          <MethodPill method={operation.method} />
          <code className="doc-path">{operation.path}</code>
        </p>
        {operation.description ? <p className="doc-lead">{operation.description}</p> : null}
      </header>

      <SandboxKeyOffer user={user} doc={doc} category={category} undeployed={undeployed} />

      <section className="doc-section" aria-labelledby="doc-request-url">
        <h2 id="doc-request-url">Request URL</h2>
        <RequestUrlBlock
          url={requestUrl}
          productApiUrl={productApiUrl}
          path={operation.path}
          signedIn={user !== null}
          unservedVersion={undeployed ? doc.version : undefined}
        />
      </section>

      <TryOutArea
        user={user}
        doc={doc}
        operation={operation}
        snippetBaseUrl={
          user !== null && requestUrl
            ? requestUrl.slice(0, requestUrl.length - operation.path.length)
            : maskedRequestUrl(productApiUrl, '')
        }
        category={category}
        categoryFailed={categoryFailed}
        undeployed={undeployed}
      />

      <section className="doc-section" aria-labelledby="doc-parameters">
        <h2 id="doc-parameters">Parameters</h2>
        {operation.parameters.length === 0 ? (
          <p className="doc-muted">This API takes no parameters.</p>
        ) : (
          <FieldsTable caption="Request parameters" fields={operation.parameters} />
        )}
      </section>

      {body ? (
        <section className="doc-section" aria-labelledby="doc-request-body">
          <h2 id="doc-request-body">Request body</h2>
          <p className="doc-muted">
            Content type <code>{body.contentType}</code>
            {body.required ? ' · required' : ' · optional'}
          </p>
          {body.fields.length > 0 ? (
            <FieldsTable caption="Request body fields" fields={body.fields} />
          ) : null}
          {body.example !== undefined ? (
            <>
              <h3>Example request body</h3>
              <CodeBlock value={body.example} label="Example request body" />
            </>
          ) : null}
        </section>
      ) : null}

      {doc.changes ? <VersionChangesSection version={doc.version} changes={doc.changes} /> : null}
    </>
  );
}
