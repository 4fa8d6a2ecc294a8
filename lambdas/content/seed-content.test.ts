import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentInputSchema } from '../../shared/schemas/content-schema';
import { faqTabs } from '../../shared/domain/content';
import { useTestEnvironment } from '../testing/test-environment';
import { seedContent, seedItems } from './seed-content';
import { localSiteContact } from '../../shared/site-contact';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

describe('seedItems', () => {
  const items = seedItems();

  it('passes the admin’s own schemas, every item of every kind', () => {
    for (const list of Object.values(items)) {
      for (const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } of list) {
        const parsed = contentInputSchema.safeParse(fields);
        expect(parsed.error?.issues ?? [], JSON.stringify(fields).slice(0, 80)).toEqual([]);
      }
    }
  });

  it('has FAQ for every tab, the five videos, the banner, posts, and no maintenance', () => {
    expect(new Set(items.faq.map((item) => item.kind === 'faq' && item.tab))).toEqual(
      new Set(faqTabs),
    );
    expect(items.video.map((item) => item.kind === 'video' && item.title)).toEqual([
      'Register and sign in',
      'Product catalogue',
      'Create an application',
      'Try it out',
      'Production access',
    ]);
    expect(items.banner[0]).toMatchObject({ closable: true });
    expect(items.banner[0]?.kind === 'banner' && items.banner[0].message).toContain('30 July');
    expect(items.blog.length).toBeGreaterThanOrEqual(2);
    expect(items.document.some((d) => d.kind === 'document' && d.documentKind === 'sop')).toBe(
      true,
    );
    expect(items.maintenance).toEqual([]);
  });

  it("points the decommission banner at the stage's new portal, the local default without one", () => {
    expect(items.banner[0]).toMatchObject({ linkUrl: localSiteContact.newPortalUrl });
    const deployed = seedItems({ newPortalUrl: 'https://developers.marque-motors.com/' });
    expect(deployed.banner[0]).toMatchObject({
      linkUrl: 'https://developers.marque-motors.com/',
      linkLabel: 'Go to the new portal',
    });
  });
});

describe('seedContent', () => {
  it('writes each kind once with its SEEDED mark, on the condition the mark is absent', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect((await seedContent()).seeded).toEqual([
      'faq',
      'blog',
      'banner',
      'maintenance',
      'video',
      'document',
    ]);
    const first = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(first[0]?.Put).toMatchObject({
      TableName: 'marque-test-content',
      Item: { pk: 'CONTENT#faq', sk: 'SEEDED' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('leaves a kind already seeded alone (an admin’s edits stay)', async () => {
    const refused = Object.assign(
      new DynamoDBServiceException({
        name: 'TransactionCanceledException',
        $fault: 'client',
        $metadata: {},
      }),
      { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] },
    );
    ddb.on(TransactWriteCommand).rejects(refused);
    expect((await seedContent()).seeded).toEqual([]);
  });
});
