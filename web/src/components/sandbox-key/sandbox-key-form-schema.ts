import * as z from 'zod';
import { uniqueApplicationNameSchema } from '../../../../shared/schemas/application-schema';
import { fieldMessages } from '../../../../shared/schemas/field-messages';
import { usagePlanTierSchema } from '../../../../shared/schemas/subscribe-schema';

/** The select's value for 'New application' (no application name has a space). */
export const newApplication = 'new application';

/**
 * The dialog's form: an application of the user's, or `newApplication` with a name the spec's
 * §5 rules allow and none of `existingNames` has (case-insensitively), and a plan of §9.
 */
export function sandboxKeyFormSchema(existingNames: readonly string[]) {
  const newName = uniqueApplicationNameSchema(existingNames);
  return z
    .object({ application: z.string(), newName: z.string(), usagePlan: usagePlanTierSchema })
    .superRefine((values, ctx) => {
      if (values.application === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['application'],
          message: fieldMessages.mandatoryStarred,
        });
      }
      if (values.application !== newApplication) return;
      const checked = newName.safeParse(values.newName);
      if (!checked.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['newName'],
          message: checked.error.issues[0]?.message ?? fieldMessages.mandatoryStarred,
        });
      }
    })
    .transform((values) => ({
      application:
        values.application === newApplication
          ? { kind: 'new' as const, name: values.newName.trim() }
          : { kind: 'existing' as const, name: values.application },
      usagePlan: values.usagePlan,
    }));
}

export type SandboxKeyFormInput = z.input<ReturnType<typeof sandboxKeyFormSchema>>;
export type SandboxKeyFormValues = z.output<ReturnType<typeof sandboxKeyFormSchema>>;
