import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ServiceDoc } from '../../../../../../shared/docs/doc-model';
import { messages } from '../../../../../../shared/messages';
import { useProductApi, useSandboxSubscriptions } from '../../api/try-out-calls';
import { SubscriptionSelect, subscriptionValue } from '../try-out/subscription-select';
import { CustomerToken } from './customer-token';
import { InactiveAccount } from './inactive-account';
import { MobileOtpForm } from './mobile-otp-form';
import { OutcomeSteps } from './outcome-steps';
import { QuestionForm } from './question-form';
import { RegistrationForm } from './registration-form';
import { useCustomerFlow, type CustomerFlow } from './use-customer-flow';
import '../try-out/try-out.css';
import './customer-sign-in.css';

/**
 * Customer sign-in (spec §4 Mobile OTP) on the Customer Authentication documentation: the whole
 * flow against the service's sandbox through the portal's relay, with the user's subscription.
 */
export function CustomerSignInPanel({ doc }: { doc: ServiceDoc }) {
  const id = useId();
  const { apiId, failed: apiIdFailed } = useProductApi(doc);
  const subscriptions = useSandboxSubscriptions(doc.service);
  const form = useForm<{ subscription: string }>({ defaultValues: { subscription: '' } });
  const chosen = useWatch({ control: form.control, name: 'subscription' });
  const firstSubscription = subscriptions.data?.[0];
  useEffect(() => {
    if (firstSubscription && form.getValues('subscription') === '') {
      form.setValue('subscription', subscriptionValue(firstSubscription));
    }
  }, [firstSubscription, form]);

  const subscription = subscriptions.data?.find((item) => subscriptionValue(item) === chosen);
  const flow = useCustomerFlow(apiId && subscription ? { apiId, subscription } : undefined);

  return (
    <section className="doc-section customer-sign-in" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Customer sign-in</h2>
      <p className="doc-muted">
        Sign a customer in with their mobile number, as your app would: this service&apos;s calls in
        the sandbox, sent with your subscription. The customer receives the OTP by SMS.
      </p>
      <SubscriptionSelect
        id={`${id}-subscription`}
        doc={doc}
        subscriptions={subscriptions}
        registration={form.register('subscription')}
      />
      {apiIdFailed ? (
        <p className="field-error" role="alert">
          {messages.dataCallFailed}
        </p>
      ) : null}
      <div className="customer-sign-in__card">
        <OutcomeSteps outcomes={flow.outcomes} />
        <MobileOtpForm flow={flow} />
        <FlowStep flow={flow} />
      </div>
    </section>
  );
}

/** What follows the verified number: registration, the inactive account's choices, the token. */
function FlowStep({ flow }: { flow: CustomerFlow }) {
  const { stage, pending } = flow;
  switch (stage.kind) {
    case 'registration':
      return (
        <RegistrationForm
          pending={pending === 'register'}
          onRegister={(details) => flow.register(stage.mobile, details)}
        />
      );
    case 'inactive':
      return (
        <InactiveAccount
          pending={pending}
          onReRegister={() => flow.reRegister(stage.mobile, stage.verificationKey)}
          onReactivate={() => flow.reactivate(stage.mobile, stage.verificationKey)}
        />
      );
    case 'question':
      return (
        <QuestionForm
          question={stage.question}
          pending={pending === 'answer'}
          onAnswer={(answer) => flow.answerQuestion(stage.mobile, stage.questionUuid, answer)}
        />
      );
    case 'signed-in':
      return <CustomerToken token={stage.token} />;
    default:
      return null;
  }
}
