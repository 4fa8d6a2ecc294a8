import { GetExportCommand } from '@aws-sdk/client-api-gateway';
import { getApiDefinition } from '../../../shared/api/catalogue-operations';
import { messages } from '../../../shared/messages';
import { apiGateway } from '../../clients/api-gateway-client';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';
import * as repository from '../../catalogue/catalogue-repository';
import { isPublished } from '../../catalogue/service-item';

/** The definition comes from API Gateway's own export, so the docs are what is deployed. */
export const getApiDefinitionHandler = handleOperation(
  getApiDefinition,
  async ({ params, query }) => {
    const owner = await repository.findByApiId(params.apiId);
    const category = await repository.resolveCategory(query.category);
    if (!owner || !category || owner.category !== category.name)
      throw new NotFound(messages.noSuchApi);
    const service = await repository.getService(owner.category, owner.service);
    if (!service || !isPublished(service)) throw new NotFound(messages.noSuchApi);
    const out = await apiGateway().send(
      new GetExportCommand({
        restApiId: params.apiId,
        stageName: params.stage,
        exportType: 'oas30',
        accepts: 'application/json',
      }),
    );
    const text = new TextDecoder().decode(out.body ?? new Uint8Array());
    const definition = JSON.parse(text) as Record<string, unknown>;
    return { apiId: params.apiId, stage: params.stage, category: category.name, definition };
  },
);
