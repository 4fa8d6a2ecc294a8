import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import { staticIndexQuery } from '../../../lib/docs/static-docs';
import { serviceDocsLink } from '../../../lib/docs/service-docs-link';
import { SubscriptionKey } from './subscription-key';
import { formatDate, formatDateTime } from '../format';
import { scrollRegion } from '../../../components/data-table/scroll-region';

interface SubscriptionsTableProps {
  subscriptions: readonly SubscriptionItem[];
  /**
   * Offered only where the deployment has more than one tier, and on sandbox keys only: a prod
   * key's plan changes through a production access request.
   */
  onChangePlan?: (subscription: SubscriptionItem) => void;
  onUnsubscribe: (subscription: SubscriptionItem) => void;
  onRotateKey: (subscription: SubscriptionItem) => void;
}

const columns = ['Service', 'Category', 'Stage', 'Plan', 'API key', 'Created', 'Status'] as const;

/**
 * One row per subscription, its service's name linking to the service's documentation; on phones
 * each row becomes a card labelled field by field.
 */
export function SubscriptionsTable({
  subscriptions,
  onChangePlan,
  onUnsubscribe,
  onRotateKey,
}: SubscriptionsTableProps) {
  // The build's index, not the page's merged one: this page only links into the docs.
  const docsIndex = useQuery(staticIndexQuery());
  return (
    <div className="table-scroll table-scroll--cards" {...scrollRegion('Subscriptions')}>
      <table className="data-table subscriptions-table">
        <caption>Subscriptions</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((subscription) => (
            <tr key={subscription.id}>
              <th scope="row" data-label="Service">
                <Link
                  to={serviceDocsLink(docsIndex.data, subscription)}
                  aria-label={`${subscription.apiName} documentation`}
                >
                  {subscription.apiName}
                </Link>
              </th>
              <td data-label="Category">{subscription.category}</td>
              <td data-label="Stage">{subscription.stage}</td>
              <td data-label="Plan">{subscription.tier}</td>
              <td data-label="API key">
                <div className="key-cell">
                  <SubscriptionKey
                    key={subscription.apiKeyId}
                    subscription={subscription}
                    label={`${subscription.apiName} key`}
                  />
                  {subscription.previousKeyExpiresAt ? (
                    <p className="key-cell__overlap">
                      Old key works until{' '}
                      <time dateTime={subscription.previousKeyExpiresAt}>
                        {formatDateTime(subscription.previousKeyExpiresAt)}
                      </time>
                    </p>
                  ) : null}
                </div>
              </td>
              <td data-label="Created" className="nowrap">
                {formatDate(subscription.createdAt)}
              </td>
              <td data-label="Status">
                <span className="subscription-status">{subscription.status}</span>
              </td>
              <td className="subscriptions-table__actions">
                <div className="subscription-actions">
                  {onChangePlan && subscription.stage === 'sandbox' ? (
                    <button
                      type="button"
                      className="button button--quiet button--small"
                      aria-label={`Change plan of ${subscription.apiName}`}
                      onClick={() => onChangePlan(subscription)}
                    >
                      Change plan
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    aria-label={`Rotate key of ${subscription.apiName}`}
                    onClick={() => onRotateKey(subscription)}
                  >
                    Rotate key
                  </button>
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    aria-label={`Unsubscribe ${subscription.apiName}`}
                    onClick={() => onUnsubscribe(subscription)}
                  >
                    Unsubscribe
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
