import { useId } from 'react';
import type { CategorySummary } from '../../../../../shared/api/catalogue-operations';
import { isCategoryName } from '../../../../../shared/categories';
import { messages } from '../../../../../shared/messages';
import { useCategoryAccess } from '../../../lib/access/use-category-access';
import { useRequestCategoryAccess } from '../../../lib/access/use-request-category-access';
import type { SessionUser } from '../../../lib/auth/session-user';
import './request-access-button.css';

interface RequestAccessButtonProps {
  category: Pick<CategorySummary, 'name'>;
  user: SessionUser;
}

/**
 * Request Access on a category card (spec §4): sends the request; while it is Pending the button
 * is disabled with the tooltip 'Request is in pending state'; once Approved the step is gone. A
 * Rejected request may be sent again. It stays disabled until the user's records are known.
 */
export function RequestAccessButton({ category, user }: RequestAccessButtonProps) {
  const tooltipId = useId();
  const access = useCategoryAccess(user);
  const send = useRequestCategoryAccess(user);
  const status = access.data?.find((record) => record.category === category.name)?.requestStatus;
  if (status === 'Approved') return null;

  const pending = status === 'Pending' || send.isPending;
  const known = access.data !== undefined;
  const label = `Request Access to ${category.name}`;
  if (pending) {
    // aria-disabled keeps it hoverable and focusable, so the tooltip can be read.
    return (
      <span className="request-access">
        <button
          type="button"
          className="button button--small"
          aria-label={label}
          aria-disabled="true"
          aria-describedby={tooltipId}
          title={messages.accessRequestPending}
        >
          Request Access
        </button>
        <span role="tooltip" id={tooltipId} className="request-access__tooltip">
          {messages.accessRequestPending}
        </span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="button button--small"
      aria-label={label}
      disabled={!known || !isCategoryName(category.name)}
      onClick={() => {
        if (isCategoryName(category.name)) send.mutate(category.name);
      }}
    >
      Request Access
    </button>
  );
}
