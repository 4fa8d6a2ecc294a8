import { CopyButton } from '../../../components/copy-button';
import { maskedRequestUrl } from '../request-url';

interface RequestUrlBlockProps {
  /** The real URL for signed-in users; undefined for visitors (masked) or while unknown. */
  url: string | undefined;
  productApiUrl: string | undefined;
  path: string;
  signedIn: boolean;
  /** The version the gateway does not serve yet: calls to the URL fail, so it is not offered. */
  unservedVersion?: string;
}

export const requestUrlUnserved = (version: string) =>
  `Not served yet: calls to this URL fail until version ${version} is on the gateway.`;

/** The sandbox request URL; visitors see it masked (spec §6). */
export function RequestUrlBlock({
  url,
  productApiUrl,
  path,
  signedIn,
  unservedVersion,
}: RequestUrlBlockProps) {
  const shown = signedIn && url ? url : maskedRequestUrl(productApiUrl, path);
  const offered = signedIn && url && unservedVersion === undefined;
  return (
    <div className="request-url">
      {/* Pre-rendered with https (the deployed stages'); the local --prod portal's is http. */}
      <code className="request-url__value" data-testid="request-url" suppressHydrationWarning>
        {shown}
      </code>
      {offered ? <CopyButton value={url} label="request URL" /> : null}
      {unservedVersion !== undefined ? (
        <p className="doc-muted">{requestUrlUnserved(unservedVersion)}</p>
      ) : !signedIn ? (
        <p className="doc-muted">Sign in to see the full request URL.</p>
      ) : null}
    </div>
  );
}
