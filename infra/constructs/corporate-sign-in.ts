import { createHash } from 'node:crypto';
import { Annotations, Aws, Fn, SecretValue, Stack, Token } from 'aws-cdk-lib';
import {
  type IUserPoolIdentityProvider,
  ProviderAttribute,
  type UserPool,
  UserPoolIdentityProviderOidc,
  UserPoolIdentityProviderSaml,
  UserPoolIdentityProviderSamlMetadata,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';
import type { SiteConfig } from '../../shared/site-config';
import type { CorporateIdpConfig } from '../stage-config';

export interface CorporateSignInProps {
  readonly stage: DeploymentStage;
  readonly userPool: UserPool;
  readonly idp: CorporateIdpConfig;
  /** Stage setting `cognitoDomainPrefix`; default marque-<stage>-<hash of account and region>. */
  readonly domainPrefix?: string;
}

/** The claim most SAML directories (AD FS, Entra ID) send the e-mail address in. */
const samlEmailClaim = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';
export const defaultCorporateLabel = 'Sign in with domain ID';

/**
 * A prefix for the Cognito domain, unique per account and region and known before deploying, so
 * the directory's admins can register the redirect URL first. An environment-agnostic synth
 * (account unknown) falls back to a piece of the stack id.
 */
export function defaultDomainPrefix(scope: Construct, stage: DeploymentStage): string {
  const { account, region } = Stack.of(scope);
  if (Token.isUnresolved(account) || Token.isUnresolved(region)) {
    Annotations.of(scope).addInfoV2(
      'marque:cognito-domain-from-stack-id',
      'Account or region unknown at synth: the Cognito domain prefix comes from the stack id. ' +
        'Set -c cognitoDomainPrefix=... to know it before deploying.',
    );
    const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
    return `marque-${stage}-${Fn.select(0, Fn.split('-', stackUuid))}`;
  }
  const hash = createHash('sha256').update(`${account}/${region}`).digest('hex').slice(0, 10);
  return `marque-${stage}-${hash}`;
}

/**
 * The corporate directory of spec §6 (staff sign in with their domain ID): an OIDC or SAML
 * identity provider of the user pool and the Cognito domain its OAuth redirect flow runs on.
 * The e-mail attribute is mapped because the pool requires it.
 */
export class CorporateSignIn extends Construct {
  readonly provider: IUserPoolIdentityProvider;
  /** https://<prefix>.auth.<region>.amazoncognito.com */
  readonly oauthDomain: string;
  /** Where the directory sends its answer; register it there (OIDC redirect URI / SAML ACS). */
  readonly idpResponseUrl: string;
  /** What `/config.json` tells the site. */
  readonly siteConfig: NonNullable<SiteConfig['corporateSignIn']>;

  constructor(scope: Construct, id: string, props: CorporateSignInProps) {
    super(scope, id);
    const { idp, userPool } = props;
    if (idp.type === 'oidc') {
      this.provider = new UserPoolIdentityProviderOidc(this, 'oidc', {
        userPool,
        name: idp.name,
        clientId: idp.clientId,
        // A dynamic reference: CloudFormation reads the secret at deploy, the template never
        // holds it.
        clientSecret: SecretValue.secretsManager(idp.clientSecretArn).unsafeUnwrap(),
        issuerUrl: idp.issuerUrl,
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: { email: ProviderAttribute.other('email') },
      });
    } else {
      this.provider = new UserPoolIdentityProviderSaml(this, 'saml', {
        userPool,
        name: idp.name,
        metadata: UserPoolIdentityProviderSamlMetadata.url(idp.metadataUrl),
        attributeMapping: { email: ProviderAttribute.other(idp.emailAttribute ?? samlEmailClaim) },
      });
    }

    const domain = userPool.addDomain('domain', {
      cognitoDomain: { domainPrefix: props.domainPrefix ?? defaultDomainPrefix(this, props.stage) },
    });
    this.oauthDomain = domain.baseUrl();
    this.idpResponseUrl = `${this.oauthDomain}/${idp.type === 'oidc' ? 'oauth2' : 'saml2'}/idpresponse`;
    this.siteConfig = {
      providerName: idp.name,
      label: idp.label ?? defaultCorporateLabel,
      oauthDomain: this.oauthDomain,
    };
  }
}
