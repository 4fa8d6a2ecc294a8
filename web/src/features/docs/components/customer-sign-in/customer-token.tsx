import { useId, useState } from 'react';
import type { CustomerTokenAnswer } from '../../../../../../shared/customer-sign-in';
import { CopyButton } from '../../../../components/copy-button';

/** The token's ends with the middle hidden, so the page does not show it whole by default. */
function masked(token: string): string {
  if (token.length <= 24) return '•'.repeat(token.length);
  return `${token.slice(0, 12)}…${token.slice(-8)}`;
}

function expiry(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min (${seconds} s)`;
  return `${seconds} s`;
}

/** The customer's access token (OTP verified / token received): masked, Show, Copy. */
export function CustomerToken({ token }: { token: CustomerTokenAnswer }) {
  const valueId = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="customer-sign-in__token" role="group" aria-label="Customer access token">
      <p className="customer-sign-in__success">
        <span aria-hidden="true">✓</span> Signed in: the customer&apos;s access token
      </p>
      <code id={valueId} className="try-out__token-value" aria-label="Access token">
        {shown ? token.accessToken : masked(token.accessToken)}
      </code>
      <div className="customer-sign-in__token-actions">
        <button
          type="button"
          className="button button--quiet button--small"
          aria-expanded={shown}
          aria-controls={valueId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide token' : 'Show token'}
        </button>
        <CopyButton value={token.accessToken} label="Access token" />
      </div>
      <dl className="try-out__facts">
        <div>
          <dt>Token type</dt>
          <dd>{token.tokenType}</dd>
        </div>
        <div>
          <dt>Expires in</dt>
          <dd>{expiry(token.expiresIn)}</dd>
        </div>
      </dl>
    </div>
  );
}
