import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { categoryNames } from '../../../../../../shared/categories';
import { aCategory } from '../../../../testing/catalogue-fixtures';
import { mockApi, type MockAnswer } from '../../../../testing/mock-api';
import { renderRoute } from '../../../../testing/render-route';

/** What the register page's tests share: the organizations answer, the form's filling. */
export type User = ReturnType<typeof userEvent.setup>;

export const organizations = [
  { name: 'Acme Motors', code: 'ACM001' },
  { name: 'Acme Logistics', code: 'ACL002' },
];

export const captchaId = 'captcha-0001';
export const captchaAnswer = 'abCd3f';

/** The server's captcha, as the register form asks for it (and checks the answer). */
export const captchaAnswers = {
  '/auth/captcha': {
    captchaId,
    svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    expiresInSeconds: 300,
  },
  [`/auth/captcha/${captchaId}/check`]: { valid: true },
};

/** The public catalogue's categories: General is open to every partner, the others need approval. */
export const catalogueCategories = {
  items: categoryNames.map((name) => aCategory({ name, requestAccess: name !== 'General' })),
};

export function api(
  register: MockAnswer | Record<string, unknown> | (() => unknown) = { message: 'Registered' },
) {
  return mockApi({
    ...captchaAnswers,
    '/organizations': { items: organizations },
    '/catalogue/categories': catalogueCategories,
    '/auth/register': register,
  });
}

export async function openRegister(user?: User) {
  const view = renderRoute('/register');
  await screen.findByRole('heading', { name: 'Register' });
  return { ...view, user: user ?? view.user };
}

export const field = (label: string) => screen.getByLabelText(label);
export const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

export async function fillDetails(user: User) {
  await user.type(field('First Name'), 'Asha');
  await user.type(field('Last Name'), 'Verma');
  await user.type(field('Mobile Number'), '9876543210');
  await user.type(field('Employee ID'), 'EMP42');
  await user.type(field('Email'), 'Asha.Verma@Acme.example');
  await user.type(field('Password'), 'Secret#123');
  await user.type(field('Confirm Password'), 'Secret#123');
  await user.click(screen.getByRole('checkbox', { name: 'Customer' }));
  await user.click(screen.getByRole('checkbox', { name: 'Parking Management' }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
  await fillCaptcha(user);
}

export async function fillCaptcha(user: User) {
  await screen.findByRole('img', { name: /captcha image/i });
  await user.type(field('Captcha'), captchaAnswer);
}

export async function pickAcmeMotors(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Organization' }), 'Acm');
  await user.click(await screen.findByRole('option', { name: /Acme Motors/ }));
}

export function registerBody(fetchMock: ReturnType<typeof mockApi>): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/register'));
  const init = (call as unknown as [URL, RequestInit] | undefined)?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
