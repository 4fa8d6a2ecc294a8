import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../config';
import { testConfig } from '../../testing/mock-api';
import { isDirectoryReturn } from './directory-return';

const corporateSignIn = {
  providerName: 'MarqueAD',
  label: 'Marque directory',
  oauthDomain: 'https://marque.auth.eu-west-1.amazoncognito.com',
};

afterEach(() => setConfig(testConfig));

describe('isDirectoryReturn', () => {
  it('reads ?code= and ?error= on /signIn of a stage with a directory', () => {
    setConfig({ ...testConfig, corporateSignIn });
    expect(isDirectoryReturn({ pathname: '/signIn', search: '?code=abc&state=xyz' })).toBe(true);
    expect(isDirectoryReturn({ pathname: '/signIn', search: '?error=access_denied' })).toBe(true);
  });

  it('ignores other pages, other queries and stages without a directory', () => {
    setConfig({ ...testConfig, corporateSignIn });
    expect(isDirectoryReturn({ pathname: '/documents', search: '?code=abc' })).toBe(false);
    expect(isDirectoryReturn({ pathname: '/signIn', search: '?action=login' })).toBe(false);
    setConfig(testConfig);
    expect(isDirectoryReturn({ pathname: '/signIn', search: '?code=abc' })).toBe(false);
  });
});
