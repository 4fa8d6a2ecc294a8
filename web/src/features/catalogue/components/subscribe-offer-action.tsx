import type { CategorySummary } from '../../../../../shared/api/catalogue-operations';
import { SubscribeButton } from '../../../components/subscribe/subscribe-button';
import type { SubscribeTarget } from '../../../components/subscribe/subscribe-dialog';
import { useSubscribeOffer } from '../../../lib/access/use-category-access';
import type { SessionUser } from '../../../lib/auth/session-user';

interface SubscribeOfferActionProps {
  user: SessionUser | null;
  category: CategorySummary;
  target: SubscribeTarget;
  className?: string;
}

/** Subscribe when the user may use the category; else the §6 text; nothing for visitors. */
export function SubscribeOfferAction({
  user,
  category,
  target,
  className,
}: SubscribeOfferActionProps) {
  const offer = useSubscribeOffer(user, category);
  if (offer.kind === 'subscribe') return <SubscribeButton className={className} target={target} />;
  if (offer.kind === 'message') return <p className="subscribe-note">{offer.text}</p>;
  return null;
}
