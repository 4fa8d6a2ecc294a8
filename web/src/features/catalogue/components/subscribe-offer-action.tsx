import type { CategorySummary } from '../../../../../shared/api/catalogue-operations';
import { SandboxKeyButton } from '../../../components/sandbox-key/sandbox-key-button';
import { SubscribeButton } from '../../../components/subscribe/subscribe-button';
import type { SubscribeTarget } from '../../../components/subscribe/subscribe-dialog';
import { useSubscribeOffer } from '../../../lib/access/use-category-access';
import type { SessionUser } from '../../../lib/auth/session-user';

interface SubscribeOfferActionProps {
  user: SessionUser | null;
  category: CategorySummary;
  target: SubscribeTarget;
  className?: string;
  /**
   * 'Get a sandbox key' too, as the primary button (Subscribe then secondary), its dialog linking
   * to this documentation page once the key shows.
   */
  sandboxKey?: { docsPath?: string };
}

/** Subscribe when the user may use the category; else the §6 text; nothing for visitors. */
export function SubscribeOfferAction({
  user,
  category,
  target,
  className,
  sandboxKey,
}: SubscribeOfferActionProps) {
  const offer = useSubscribeOffer(user, category);
  if (offer.kind === 'message') return <p className="subscribe-note">{offer.text}</p>;
  if (offer.kind !== 'subscribe') return null;
  if (!sandboxKey) return <SubscribeButton className={className} target={target} />;
  return (
    <>
      <SandboxKeyButton target={target} docsPath={sandboxKey.docsPath} />
      <SubscribeButton className="button button--secondary" target={target} />
    </>
  );
}
