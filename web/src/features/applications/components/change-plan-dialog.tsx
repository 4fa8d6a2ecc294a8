import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import type { PlanTier } from '../../../../../shared/plans';
import { usagePlanTierSchema } from '../../../../../shared/schemas/subscribe-schema';
import { Modal } from '../../../components/modal';
import { PlanOptions } from '../../../components/plan-options';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useChangePlan } from '../api/subscription-calls';
import { DialogActions } from '../../../components/dialog-actions';

const changePlanSchema = z.object({ usagePlan: usagePlanTierSchema });
type ChangePlanInput = z.input<typeof changePlanSchema>;
type ChangePlanValues = z.output<typeof changePlanSchema>;

interface ChangePlanDialogProps {
  subscription: SubscriptionItem;
  tiers: readonly PlanTier[];
  onClose: () => void;
  onChanged: (tier: PlanTier) => void;
}

/** Upgrade or downgrade: the same key moves to the service's plan of the chosen tier. */
export function ChangePlanDialog({
  subscription,
  tiers,
  onClose,
  onChanged,
}: ChangePlanDialogProps) {
  const formId = useId();
  const change = useChangePlan();
  const form = useForm<ChangePlanInput, unknown, ChangePlanValues>({
    resolver: zodResolver(changePlanSchema),
    defaultValues: { usagePlan: '' },
  });

  const submit = form.handleSubmit(({ usagePlan }) =>
    change.mutate(
      { subscription, usagePlan },
      {
        onSuccess: (item) => onChanged(item.tier),
        onError: (error) => showError(errorMessage(error)),
      },
    ),
  );

  return (
    <Modal
      title={`Change plan of ${subscription.apiName}`}
      description={
        <p>
          The key stays the same; the new plan’s limits apply at once. Current plan:{' '}
          <strong>{subscription.tier}</strong>.
        </p>
      }
      onClose={() => {
        if (!change.isPending) onClose();
      }}
      closeLabel="Close"
      actions={
        <DialogActions
          label="Change plan"
          pending={change.isPending}
          onCancel={onClose}
          formId={formId}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <PlanOptions
          legend="New usage plan"
          tiers={tiers}
          current={subscription.tier}
          registration={form.register('usagePlan')}
          error={form.formState.errors.usagePlan?.message}
        />
      </form>
    </Modal>
  );
}
