import type { ServiceBrief } from '../catalogue-services';

/** A catalogue service as the trending Query projects it, with one plan per stage. */
export function briefService(service: string, category: string, apiName = service): ServiceBrief {
  return {
    service,
    category,
    apiName,
    description: `${apiName} description`,
    usagePlans: [
      {
        id: `${service}-sandbox`,
        name: `${service} Basic sandbox`,
        stage: 'sandbox',
        tier: 'Basic',
      },
      { id: `${service}-prod`, name: `${service} Basic prod`, stage: 'prod', tier: 'Basic' },
    ],
  };
}
