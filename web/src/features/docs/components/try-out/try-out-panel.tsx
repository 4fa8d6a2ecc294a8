import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { messages } from '../../../../../../shared/messages';
import type { DocOperation, ServiceDoc } from '../../../../../../shared/docs/doc-model';
import { isApiError } from '../../../../lib/api-error';
import { useAuth } from '../../../../lib/auth/auth-context';
import { getConfig } from '../../../../lib/config';
import { errorMessage } from '../../../../lib/error-message';
import { sendTryOut, useProductApiId, useSandboxSubscriptions } from '../../api/try-out-calls';
import { buildTryOutBody, checkJsonBody, TryOutInputError } from './build-try-out-body';
import { CopyCurlButton } from './copy-curl-button';
import { ResponseViewer, type LiveResponse } from './response-viewer';
import { productBaseUrl } from './snippet-request';
import { SnippetsPanel } from './snippets-panel';
import { SubscriptionSelect, subscriptionValue } from './subscription-select';
import { TokenDialog } from './token-dialog';
import { TryOutFields } from './try-out-fields';
import { warnAboutStatus } from './try-out-toasts';
import { initialValues, usesCustomerToken, usesToken, type TryOutValues } from './try-out-values';
import './try-out.css';

export interface TryOutPanelProps {
  doc: ServiceDoc;
  operation: DocOperation;
}

/** Try out (spec §2, §4, §7): fill in a request, send it through the portal's relay, see the answer. */
export function TryOutPanel({ doc, operation }: TryOutPanelProps) {
  // A fresh form for each operation: its fields are the operation's own.
  return (
    <TryOut
      key={`${doc.service}/${doc.version}/${operation.name}`}
      doc={doc}
      operation={operation}
    />
  );
}

function TryOut({ doc, operation }: TryOutPanelProps) {
  const idPrefix = useId();
  const { user } = useAuth();
  const apiId = useProductApiId(doc);
  const subscriptions = useSandboxSubscriptions(doc.service);
  const form = useForm<TryOutValues>({ defaultValues: initialValues(operation) });
  const [live, setLive] = useState<LiveResponse>({ kind: 'idle' });
  const [tokenDialogOpen, setTokenDialogOpen] = useState(false);
  const [inputError, setInputError] = useState<string | null>(null);

  const firstSubscription = subscriptions.data?.[0];
  useEffect(() => {
    if (firstSubscription && form.getValues('subscription') === '') {
      form.setValue('subscription', subscriptionValue(firstSubscription));
    }
  }, [firstSubscription, form]);

  const chosenValue = useWatch({ control: form.control, name: 'subscription' });
  const chosen = subscriptions.data?.find((item) => subscriptionValue(item) === chosenValue);

  /** The values if the form's checks and the body's pass, else undefined (the form says why). */
  const checkedValues = () =>
    new Promise<TryOutValues | undefined>((resolve) => {
      setInputError(null);
      void form.handleSubmit(
        (values) => {
          try {
            checkJsonBody(operation, values);
            resolve(values);
          } catch (error) {
            const known = error instanceof TryOutInputError;
            setInputError(known ? error.message : messages.somethingWentWrong);
            resolve(undefined);
          }
        },
        () => resolve(undefined),
      )();
    });

  const submit = form.handleSubmit(async (values) => {
    setInputError(null);
    if (!apiId) {
      setLive({ kind: 'failed', message: messages.dataCallFailed });
      return;
    }
    const subscription = subscriptions.data?.find(
      (item) => subscriptionValue(item) === values.subscription,
    );
    let body;
    try {
      body = await buildTryOutBody({ apiId, operation, subscription }, values);
    } catch (error) {
      if (!(error instanceof TryOutInputError)) throw error;
      setInputError(error.message);
      return;
    }
    setLive({ kind: 'pending' });
    try {
      const response = await sendTryOut(body);
      if (response.status === 0) {
        setLive({ kind: 'failed', message: messages.dataCallFailed });
        return;
      }
      setLive({ kind: 'answered', response });
      void warnAboutStatus(response.status, subscription !== undefined);
    } catch (error) {
      const noAnswer = isApiError(error) && error.status === 0;
      setLive({
        kind: 'failed',
        message: noAnswer ? messages.dataCallFailed : errorMessage(error),
      });
    }
  });

  const pending = live.kind === 'pending';
  const config = getConfig();
  const baseUrl = productBaseUrl(
    config.productApiUrl,
    config.region,
    apiId ?? '{apiId}',
    'sandbox',
  );
  const tokenId = `${idPrefix}-token`;
  const customerToken = usesCustomerToken(operation);
  return (
    <section className="try-out" aria-labelledby={`${idPrefix}-title`}>
      {/* The section around it shows "Try out"; this name tells the form's region apart. */}
      <h2 id={`${idPrefix}-title`} className="visually-hidden">
        Try it out
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Try out request">
        <TryOutFields idPrefix={idPrefix} operation={operation} form={form} />
        <SubscriptionSelect
          id={`${idPrefix}-subscription`}
          doc={doc}
          subscriptions={subscriptions}
          registration={form.register('subscription')}
        />
        {usesToken(operation) ? (
          <div className="field">
            <label htmlFor={tokenId}>
              {customerToken ? 'Customer access token' : 'Access token'}
            </label>
            <input
              id={tokenId}
              className="input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${tokenId}-hint`}
              {...form.register('token')}
            />
            <p id={`${tokenId}-hint`} className="field-hint">
              {customerToken
                ? 'Sent as Authorization: Bearer; from customer sign-in, valid for 1 hour.'
                : 'Sent as Authorization: Bearer; valid for 1 hour.'}
            </p>
          </div>
        ) : null}
        {inputError ? (
          <p className="field-error" role="alert">
            {inputError}
          </p>
        ) : null}
        <div className="try-out__actions">
          {/* Generate token makes a try-out token, which a customer-token operation refuses. */}
          {operation.generateTokenButton === 'enabled' && !customerToken ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setTokenDialogOpen(true)}
            >
              Generate token
            </button>
          ) : null}
          <button
            type="submit"
            className="button"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
            Send
          </button>
          {chosen && apiId ? (
            <CopyCurlButton
              subscription={chosen}
              baseUrl={baseUrl}
              operation={operation}
              checkedValues={checkedValues}
            />
          ) : null}
        </div>
      </form>
      <ResponseViewer live={live} />
      <SnippetsPanel control={form.control} baseUrl={baseUrl} operation={operation} />
      {tokenDialogOpen ? (
        <TokenDialog
          isStaff={user?.isStaff ?? false}
          onToken={(token) => form.setValue('token', token)}
          onClose={() => setTokenDialogOpen(false)}
        />
      ) : null}
    </section>
  );
}
