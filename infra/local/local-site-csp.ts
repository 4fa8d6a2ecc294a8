import { contentSecurityPolicy } from '../constructs/content-security-policy';

/** The fields of /config.json that name what the app calls. */
interface CalledServices {
  apiUrl?: string;
  userPoolEndpoint?: string;
  productApiUrl?: string;
  corporateSignIn?: { oauthDomain?: string };
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The site's CSP (content-security-policy.ts) with the local services where the distribution has
 * AWS's: calls to the portal API, the identity stand-in (Cognito), the corporate sign-in's domain
 * when there is one, and the product APIs (try-out), each as the local `/config.json` names it.
 */
export function localSiteCsp(configJson: string, scriptHashes: readonly string[]): string {
  const config = JSON.parse(configJson) as CalledServices;
  const productApis = originOf(config.productApiUrl?.replace(/\{[^}]*\}/g, 'x'));
  return contentSecurityPolicy({
    connect: [
      ...originOf(config.apiUrl),
      ...originOf(config.userPoolEndpoint),
      ...(config.corporateSignIn?.oauthDomain ? [config.corporateSignIn.oauthDomain] : []),
    ],
    productApis,
    productApisFallback: productApis.join(' '),
    scriptHashes,
  });
}
