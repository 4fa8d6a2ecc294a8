import { lazy, Suspense } from 'react';
import type { CategorySummary } from '../../../../../shared/api/catalogue-operations';
import { customerAuthenticationService } from '../../../../../shared/customer-sign-in';
import type { DocOperation, ServiceDoc } from '../../../../../shared/docs/doc-model';
import { messages } from '../../../../../shared/messages';
import { LoadingState } from '../../../components/loading-state';
import { useCategoryAccess } from '../../../lib/access/use-category-access';
import type { SessionUser } from '../../../lib/auth/session-user';
import { tryOutGate, tryOutNeedsAccessRecords, type TryOutGate } from '../try-out-access';
import { TokenNeededNote } from './token-needed-note';

// Its form, token and snippet code load only when a user may try out.
const TryOutPanel = lazy(() =>
  import('./try-out/try-out-panel').then((module) => ({ default: module.TryOutPanel })),
);
// Snippets of the example request for those who may not try out (the generator loads on open).
const VisitorSnippets = lazy(() =>
  import('./try-out/visitor-snippets').then((module) => ({ default: module.VisitorSnippets })),
);
// Customer Authentication's own sign-in flow, in the same gate, loaded only on its pages.
const CustomerSignInPanel = lazy(() =>
  import('./customer-sign-in/customer-sign-in-panel').then((module) => ({
    default: module.CustomerSignInPanel,
  })),
);

interface TryOutAreaProps {
  user: SessionUser | null;
  doc: ServiceDoc;
  operation: DocOperation;
  /** The catalogue's category (its access rule); undefined while loading. */
  category: CategorySummary | undefined;
  categoryFailed: boolean;
  /** The gateway does not serve this version yet (an admin uploaded it in the portal). */
  undeployed?: boolean;
  /** The request URL's base as the page shows it (masked for visitors), for the snippets. */
  snippetBaseUrl: string;
}

/** A version an admin uploaded that the product gateway does not serve yet. */
export const tryOutUndeployed = (version: string) =>
  `Version ${version} is not on the gateway yet: try out is not available for it.`;

/** Try out (spec §6): the panel for users who may use the category, else the §6 text. */
export function TryOutArea({
  user,
  doc,
  operation,
  category,
  categoryFailed,
  undeployed = false,
  snippetBaseUrl,
}: TryOutAreaProps) {
  const access = useCategoryAccess(user, tryOutNeedsAccessRecords(user, category));
  const checked = tryOutGate(user, doc.category, category, access.data);
  // Whoever asks, a call cannot work yet: no access to request or sign-in would change that.
  const gate: TryOutGate = undeployed
    ? { kind: 'message', text: tryOutUndeployed(doc.version) }
    : checked;
  const failed = gate.kind === 'pending' && (categoryFailed || access.isError);

  return (
    <>
      <TryOutSection
        gate={gate}
        failed={failed}
        doc={doc}
        operation={operation}
        snippetBaseUrl={snippetBaseUrl}
        snippets={!undeployed}
      />
      {gate.kind === 'panel' && doc.service === customerAuthenticationService ? (
        <Suspense fallback={<LoadingState label="Loading customer sign-in…" />}>
          <CustomerSignInPanel doc={doc} />
        </Suspense>
      ) : null}
    </>
  );
}

interface TryOutSectionProps {
  gate: TryOutGate;
  failed: boolean;
  doc: ServiceDoc;
  operation: DocOperation;
  snippetBaseUrl: string;
  /** The example request's snippets, for those who may not try out (not when no call works). */
  snippets: boolean;
}

function TryOutSection({
  gate,
  failed,
  doc,
  operation,
  snippetBaseUrl,
  snippets,
}: TryOutSectionProps) {
  return (
    <section className="doc-section try-out" aria-labelledby="doc-try-out">
      <h2 id="doc-try-out">Try out</h2>
      <TokenNeededNote operation={operation} />
      {gate.kind === 'panel' ? (
        <Suspense fallback={<LoadingState label="Loading try out…" />}>
          <TryOutPanel doc={doc} operation={operation} />
        </Suspense>
      ) : gate.kind === 'message' ? (
        <>
          <p className="try-out__note">{gate.text}</p>
          {snippets ? (
            <Suspense fallback={null}>
              <VisitorSnippets baseUrl={snippetBaseUrl} operation={operation} />
            </Suspense>
          ) : null}
        </>
      ) : failed ? (
        <p className="try-out__note" role="alert">
          {messages.dataCallFailed}
        </p>
      ) : (
        <LoadingState label="Checking your access…" />
      )}
    </section>
  );
}
