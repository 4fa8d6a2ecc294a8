import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, toastConvention } from '../../../../../shared/messages';
import { aCategory } from '../../../testing/catalogue-fixtures';
import { adminUser, developer, fakeAuth } from '../../../testing/fake-auth';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => vi.unstubAllGlobals());

const categories = [
  aCategory({ name: 'Sales', icon: 'tag', serviceCount: 3, requestAccess: false }),
  aCategory({ name: 'Customer', serviceCount: 1 }),
  aCategory({
    name: 'Parking Management',
    icon: 'parking',
    redirectLink: 'https://parking.example/overview',
  }),
  aCategory({ name: 'OCR', icon: 'scan' }),
];

async function cards() {
  const list = await screen.findByRole('list', { name: 'API categories' });
  return within(list).getAllByRole('listitem');
}

describe('categories page', () => {
  it('shows the category cards sorted by name, each leading to its services', async () => {
    mockApi({ '/catalogue/categories': { items: categories } });
    renderRoute('/apis/category');
    const items = await cards();
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Customer',
      'OCR',
      'Parking Management',
      'Sales',
    ]);
    const parking = items[2]!;
    expect(within(parking).getByRole('link', { name: 'Parking Management' })).toHaveAttribute(
      'href',
      '/apis/services/Parking%20Management',
    );
    expect(within(items[3]!).getByText('3 services')).toBeVisible();
    expect(within(items[0]!).getByText('1 service')).toBeVisible();
  });

  it('links Overview to the redirect link, in the app or in a new tab', async () => {
    mockApi({ '/catalogue/categories': { items: categories } });
    renderRoute('/apis/category');
    const [customer, , parking] = await cards();
    expect(within(customer!).getByRole('link', { name: 'Overview of Customer' })).toHaveAttribute(
      'href',
      '/documents?category=Customer',
    );
    const external = within(parking!).getByRole('link', { name: /Overview of Parking Management/ });
    expect(external).toHaveAttribute('href', 'https://parking.example/overview');
    expect(external).toHaveAttribute('target', '_blank');
  });

  it('offers Request Access only to signed-in non-admins, where the category asks for it', async () => {
    mockApi({
      '/catalogue/categories': { items: categories },
      '/users/me/category-access': { items: [] },
    });
    renderRoute('/apis/category', fakeAuth(developer));
    const items = await cards();
    const requestButtons = screen.getAllByRole('button', { name: /^Request Access to/ });
    expect(requestButtons).toHaveLength(3);
    expect(within(items[3]!).queryByRole('button', { name: /Request Access/ })).toBeNull(); // Sales
  });

  it.each([
    ['a visitor', fakeAuth()],
    ['an admin', fakeAuth(adminUser)],
  ])('shows no Request Access to %s', async (_who, auth) => {
    mockApi({ '/catalogue/categories': { items: categories } });
    renderRoute('/apis/category', auth);
    await cards();
    expect(screen.queryByRole('button', { name: /Request Access/ })).toBeNull();
  });

  it('shows a loading state while the categories come', async () => {
    mockApi({ '/catalogue/categories': { items: categories } });
    renderRoute('/apis/category');
    expect(await screen.findByText('Loading the API categories…')).toBeInTheDocument();
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    await cards();
  });

  it('says No APIs Published when there are no categories', async () => {
    mockApi({ '/catalogue/categories': { items: [] } });
    renderRoute('/apis/category');
    expect(await screen.findByRole('heading', { name: messages.noApisPublished })).toBeVisible();
    expect(screen.getByText(/contact the administrator/)).toBeVisible();
  });

  it('shows the error state and the error toast when the call fails, and retries', async () => {
    const fetchMock = mockApi({
      '/catalogue/categories': { status: 500, body: { code: 'InternalError', message: 'boom' } },
    });
    const { user } = renderRoute('/apis/category');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: messages.dataCallFailed })).toBeVisible();
    expect(await screen.findByText(toastConvention.errorTitle)).toBeVisible();
    expect(screen.getAllByText(messages.dataCallFailed).length).toBeGreaterThanOrEqual(2);

    mockApi({ '/catalogue/categories': { items: categories } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(4);
    expect(callsTo(fetchMock, '/catalogue/categories')).toHaveLength(1);
  });
});
