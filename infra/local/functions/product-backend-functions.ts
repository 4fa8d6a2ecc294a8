import {
  functionEnvironment,
  type FunctionFlags,
  type FunctionValues,
} from '../../../lambdas/lib/function-environment';
import { customerTriggers, productBackends, type ProductBackendId } from '../../../lambdas/routes';
import { localFunction, type LocalFunction } from './local-function';
import { entryPath, type RuntimeEnvironment } from './portal-functions';

const environmentOf = (
  runtime: RuntimeEnvironment,
  flags: FunctionFlags,
  values: FunctionValues,
) => ({
  ...runtime,
  ...functionEnvironment(flags, values),
});

/** A product API backend's environment: as CDK gives it (the customer pool included). */
export const backendEnvironment = (
  runtime: RuntimeEnvironment,
  values: FunctionValues,
  id: ProductBackendId,
) => environmentOf(runtime, productBackends[id], values);

/** The customer pool trigger's: its tables, never the pools (the customer pool names it). */
export const customerTriggerEnvironment = (runtime: RuntimeEnvironment, values: FunctionValues) =>
  environmentOf(runtime, customerTriggers.customerAuthChallenge, {
    ...values,
    userPool: undefined,
    customerPool: undefined,
  });

/** Each product API backend of `lambdas/routes.ts` as its own function, with CDK's environment. */
export function productBackendFunctions(
  runtime: RuntimeEnvironment,
  values: FunctionValues,
): Record<ProductBackendId, LocalFunction> {
  const made = {} as Record<ProductBackendId, LocalFunction>;
  for (const [id, backend] of Object.entries(productBackends) as [
    ProductBackendId,
    (typeof productBackends)[ProductBackendId],
  ][]) {
    made[id] = localFunction({
      name: `product backend ${id}`,
      entry: entryPath(backend.entry),
      environment: backendEnvironment(runtime, values, id),
    });
  }
  return made;
}

/**
 * The backends by the catalogue service whose operations they answer (what the local gateway
 * takes: see gateway/product-api-server.ts).
 */
export function backendsByService(
  functions: Record<ProductBackendId, LocalFunction>,
): Record<string, (event: unknown) => Promise<unknown>> {
  const byService: Record<string, (event: unknown) => Promise<unknown>> = {};
  for (const [id, fn] of Object.entries(functions) as [ProductBackendId, LocalFunction][]) {
    byService[productBackends[id].service] = (event) => fn.invoke(event);
  }
  return byService;
}

/** The customer pool's auth-challenge trigger: without the pool, which names it (like userPool). */
export function customerTriggerFunction(
  runtime: RuntimeEnvironment,
  values: FunctionValues,
): LocalFunction {
  const trigger = customerTriggers.customerAuthChallenge;
  return localFunction({
    name: 'trigger customerAuthChallenge',
    entry: entryPath(trigger.entry),
    environment: customerTriggerEnvironment(runtime, values),
  });
}

/** Local only: seeds the demo customers, with the customer identity backend's environment. */
export const demoCustomersSeedEntry = 'lambdas/customer-identity/seed-demo-customers.ts';

export function demoCustomersSeedFunction(
  runtime: RuntimeEnvironment,
  values: FunctionValues,
): LocalFunction {
  return localFunction({
    name: 'seed demo customers',
    entry: entryPath(demoCustomersSeedEntry),
    environment: backendEnvironment(runtime, values, 'customerIdentity'),
  });
}
