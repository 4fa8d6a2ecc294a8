import { Link } from 'react-router-dom';
import { customerSignInOperation } from '../../../../../shared/customer-sign-in';
import type { DocOperation } from '../../../../../shared/docs/doc-model';
import { tokenCheckFor } from '../../../../../shared/openapi/token-check';
import { catalogueLinks } from '../../../lib/catalogue-links';

/**
 * Says, on an operation the gateway checks a token on, which token the call needs and where it
 * comes from (the rule the gateway follows: shared/openapi/token-check.ts). Nothing otherwise.
 */
export function TokenNeededNote({ operation }: { operation: DocOperation }) {
  const check = tokenCheckFor(operation.authorizerType);
  if (check === 'none') return null;
  if (check === 'access-token') {
    return (
      <p className="try-out__note try-out__token-needed">
        Needs an access token: generate one with your application&apos;s client credentials
        (Generate token) and send it as Access token.
      </p>
    );
  }
  return (
    <p className="try-out__note try-out__token-needed">
      Needs a customer access token: sign a customer in on{' '}
      <Link to={catalogueLinks.apiDetail(customerSignInOperation)}>Customer Authentication</Link>{' '}
      (Customer sign-in) and send the customer&apos;s access token as Customer access token.
    </p>
  );
}
