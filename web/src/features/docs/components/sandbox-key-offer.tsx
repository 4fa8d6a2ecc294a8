import { lazy, Suspense } from 'react';
import type { CategorySummary } from '../../../../../shared/api/catalogue-operations';
import type { ServiceDoc } from '../../../../../shared/docs/doc-model';
import { useSubscribeOffer } from '../../../lib/access/use-category-access';
import type { SessionUser } from '../../../lib/auth/session-user';

// Its subscriptions query and button load after the page, only for those who may subscribe: the
// documentation route's first load keeps to its budget.
const SandboxKeyBanner = lazy(() =>
  import('./sandbox-key-banner').then((module) => ({ default: module.SandboxKeyBanner })),
);

interface SandboxKeyOfferProps {
  user: SessionUser | null;
  doc: ServiceDoc;
  /** The catalogue's category (its access rule); undefined while loading. */
  category: CategorySummary | undefined;
  /** The gateway does not serve this version yet: a key would not help. */
  undeployed: boolean;
}

/** Near the top of the docs: 'Get a sandbox key' for a user who may subscribe and holds none. */
export function SandboxKeyOffer({ user, doc, category, undeployed }: SandboxKeyOfferProps) {
  if (!user || !category || undeployed) return null;
  return <SandboxKeyGate user={user} doc={doc} category={category} />;
}

function SandboxKeyGate({
  user,
  doc,
  category,
}: {
  user: SessionUser;
  doc: ServiceDoc;
  category: CategorySummary;
}) {
  const offer = useSubscribeOffer(user, category);
  if (offer.kind !== 'subscribe') return null;
  return (
    <Suspense fallback={null}>
      <SandboxKeyBanner doc={doc} />
    </Suspense>
  );
}
