import { describe, expect, it } from 'vitest';
import { loginActionTarget } from './login-action';

const at = (path: string) => loginActionTarget(new URL(path, 'http://portal.test'));

describe('?action=login', () => {
  it('opens /signIn from any page', () => {
    expect(at('/?action=login')).toBe('/signIn');
    expect(at('/apis/category?action=login')).toBe('/signIn');
  });

  it('leaves other URLs alone', () => {
    expect(at('/signIn?action=login')).toBeNull();
    expect(at('/faq?action=other')).toBeNull();
    expect(at('/faq')).toBeNull();
  });
});
