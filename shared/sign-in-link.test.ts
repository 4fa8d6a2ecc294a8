import { describe, expect, it } from 'vitest';
import { emailOfSignInHash, signInPath } from './sign-in-link';

describe('the sign-in link with the e-mail filled in', () => {
  it('carries the address in the fragment, and gives it back', () => {
    const path = signInPath('asha+first@velocity-labs.in');
    expect(path).toBe('/signIn#email=asha%2Bfirst%40velocity-labs.in');
    const hash = new URL(path, 'https://portal.example').hash;
    expect(emailOfSignInHash(hash)).toBe('asha+first@velocity-labs.in');
  });

  it('is the plain sign-in page without an address', () => {
    expect(signInPath()).toBe('/signIn');
    expect(emailOfSignInHash('')).toBeUndefined();
  });

  it('fills in nothing that is not an e-mail address', () => {
    expect(emailOfSignInHash('#email=not-an-address')).toBeUndefined();
    expect(emailOfSignInHash('#email=%3Cscript%3E@x')).toBeUndefined();
    expect(emailOfSignInHash(`#email=${'a'.repeat(250)}@x.in`)).toBeUndefined();
    expect(emailOfSignInHash('#other=asha@velocity-labs.in')).toBeUndefined();
  });
});
