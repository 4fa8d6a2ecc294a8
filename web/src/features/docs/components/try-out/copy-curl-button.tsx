import { useEffect, useState } from 'react';
import type { SubscriptionItem } from '../../../../../../shared/api/applications-operations';
import type { DocOperation } from '../../../../../../shared/docs/doc-model';
import { messages } from '../../../../../../shared/messages';
import { firstCallMessages } from '../../../../../../shared/first-call-messages';
import { copyTickMs } from '../../../../components/copy-button';
import { isApiError } from '../../../../lib/api-error';
import { revealSubscriptionKey } from '../../../../lib/applications/subscription-key-value';
import { errorMessage } from '../../../../lib/error-message';
import { showError } from '../../../../lib/notify';
import { curlWithKey } from './curl-with-key';
import type { TryOutValues } from './try-out-values';

interface CopyCurlButtonProps {
  subscription: SubscriptionItem;
  /** The sandbox's base URL, real host. */
  baseUrl: string;
  operation: DocOperation;
  /** The form's values if they pass its checks; undefined when not (the form says why). */
  checkedValues: () => Promise<TryOutValues | undefined>;
}

class ClipboardRefused extends Error {}

function failureText(error: unknown): string {
  if (error instanceof ClipboardRefused) return firstCallMessages.curlCopyFailed;
  if (isApiError(error) && error.status === 0) return messages.dataCallFailed;
  return errorMessage(error);
}

/**
 * 'Copy curl with my key': the curl command of the request as the form stands, with the chosen
 * subscription's key fetched on this click. The key lives only in this click's locals: no state,
 * no query cache, no DOM.
 */
export function CopyCurlButton({
  subscription,
  baseUrl,
  operation,
  checkedValues,
}: CopyCurlButtonProps) {
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copyTickMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (busy) return;
    setCopied(false);
    const values = await checkedValues();
    if (!values) return;
    setBusy(true);
    try {
      const command = await curlWithKey(
        baseUrl,
        operation,
        values,
        await revealSubscriptionKey(subscription),
      );
      await navigator.clipboard.writeText(command).catch((error: unknown) => {
        throw new ClipboardRefused(String(error));
      });
      setCopied(true);
    } catch (error) {
      showError(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="try-out__copy-curl">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void copy()}
        // Not `disabled`: a focused button that is disabled drops keyboard focus to the page.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <span className="spinner spinner--inline spinner--dark" aria-hidden="true" />
        ) : null}
        Copy curl with my key
      </button>
      <p role="status" className="try-out__copied">
        {copied ? (
          <>
            <span aria-hidden="true">✓ </span>
            {firstCallMessages.curlCopied}
          </>
        ) : null}
      </p>
    </div>
  );
}
