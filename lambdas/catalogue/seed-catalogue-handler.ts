import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import type { CatalogueSeed } from '../../shared/domain/catalogue';
import { logger } from '../lib/logger';
import { writeCatalogueSeed } from './write-catalogue-seed';

/**
 * The CloudFormation custom resource (through the CDK Provider framework) that writes the
 * catalogue at deploy. `ResourceProperties.Seed` is the CatalogueSeed as a JSON string.
 */
export async function handler(
  event: CloudFormationCustomResourceEvent,
): Promise<{ PhysicalResourceId: string; Data?: Record<string, number> }> {
  const physicalId = 'marque-catalogue-seed';
  if (event.RequestType === 'Delete') return { PhysicalResourceId: physicalId };
  const raw: unknown = event.ResourceProperties.Seed;
  if (typeof raw !== 'string') throw new Error('ResourceProperties.Seed must be a JSON string');
  const seed = JSON.parse(raw) as CatalogueSeed;
  const result = await writeCatalogueSeed(seed);
  logger.info('Catalogue seeded', result);
  return { PhysicalResourceId: physicalId, Data: result };
}
