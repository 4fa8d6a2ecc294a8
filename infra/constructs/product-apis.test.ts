import { productApisTemplate } from '../testing/product-apis-template';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, it } from 'vitest';
import { expectProductApis } from '../testing/stack-assertions';
import { fixtureCatalogue } from '../testing/test-stack';
import { sharedTestStack } from '../testing/shared-test-stack';

describe('ProductApis', () => {
  let template: Template;
  beforeAll(() => {
    template = productApisTemplate(sharedTestStack().stack.productApis);
  });

  it("makes each service an API with stages sandbox and prod, and the deployment's 8 usage plans", () => {
    expectProductApis(template, fixtureCatalogue, 'dev');
  });

  it('logs access on every stage, with the API key id', () => {
    template.allResourcesProperties('AWS::ApiGateway::Stage', {
      AccessLogSetting: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.identity\\.apiKeyId'),
      },
      MethodSettings: [Match.objectLike({ LoggingLevel: 'ERROR', DataTraceEnabled: false })],
    });
  });

  it('gives each API a deployment of its own document', () => {
    template.resourceCountIs('AWS::ApiGateway::Deployment', 2);
  });
});
