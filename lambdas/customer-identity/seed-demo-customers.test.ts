import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { handler } from './seed-demo-customers';
import { useCustomerBackend } from './testing/customer-requests';

const { state, cognito } = useCustomerBackend();

describe('seed demo customers', () => {
  it('creates the active and the inactive demo customer in the pool and the table', async () => {
    await handler();
    expect(state.pool.users.get('CUST000001')).toMatchObject({
      phone_number: '+919876543210',
      given_name: 'Ananya',
      family_name: 'Rao',
      email: 'ananya.rao@example.com',
    });
    expect(state.table.get('CUSTOMER#9876543210', 'PROFILE')).toMatchObject({
      customerId: 'CUST000001',
      status: 'active',
      vehicleRegistrationNumber: 'KA01AB1234',
    });
    expect(state.table.get('CUSTOMER#9123456780', 'PROFILE')).toMatchObject({
      customerId: 'CUST000002',
      firstName: 'Rohan',
      status: 'inactive',
      question: 'What is the registration number of your current vehicle?',
    });
  });

  it('runs again without error and leaves what is there (a reactivated demo stays active)', async () => {
    await handler();
    state.table.put({ ...state.table.get('CUSTOMER#9123456780', 'PROFILE'), status: 'active' });
    await handler();
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(4);
    expect(state.pool.users.size).toBe(2);
    expect(state.table.get('CUSTOMER#9123456780', 'PROFILE')?.status).toBe('active');
  });
});
