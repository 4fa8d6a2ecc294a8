import { CopyButton } from '../../../components/copy-button';
import { maskedRequestUrl } from '../request-url';

interface RequestUrlBlockProps {
  /** The real URL for signed-in users; undefined for visitors (masked) or while unknown. */
  url: string | undefined;
  productApiUrl: string | undefined;
  path: string;
  signedIn: boolean;
}

/** The sandbox request URL; visitors see it masked (spec §6). */
export function RequestUrlBlock({ url, productApiUrl, path, signedIn }: RequestUrlBlockProps) {
  const shown = signedIn && url ? url : maskedRequestUrl(productApiUrl, path);
  return (
    <div className="request-url">
      {/* Pre-rendered with https (the deployed stages'); the local --prod portal's is http. */}
      <code className="request-url__value" data-testid="request-url" suppressHydrationWarning>
        {shown}
      </code>
      {signedIn && url ? <CopyButton value={url} label="request URL" /> : null}
      {!signedIn ? <p className="doc-muted">Sign in to see the full request URL.</p> : null}
    </div>
  );
}
