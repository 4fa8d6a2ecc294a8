import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { customerPaths } from '../../shared/customer-sign-in';
import { handler } from './customer-identity-handler';
import { addCustomer } from './testing/customer-flow';
import { testAccessToken } from './testing/customer-pool';
import { bodyOf, customerEvent, useCustomerBackend } from './testing/customer-requests';
import { addTicket, registrationUuid } from './testing/tickets';
import { demoCustomers } from './seed-demo-customers';

const backend = useCustomerBackend();
const { state, cognito, ddb } = backend;
const mobile = '9988776655';

const details = {
  firstName: 'Meera',
  lastName: 'Iyer',
  mobile,
  email: 'Meera.Iyer@example.com',
  vehicleRegistrationNumber: 'mh 12 ab 3456',
};

const register = (body: unknown, headers: Record<string, string> = { 'X-App-Id': '4' }) =>
  handler(customerEvent('POST', customerPaths.register, body, headers));

const generateNewOtp = {
  code: 'GENERATE.NEW.OTP',
  message: 'Please generate new OTP.',
  requestId: 'req-0001',
};

describe('POST /v1/user/register', () => {
  it('creates the customer in the pool and the table and answers 201 with tokens', async () => {
    addTicket(state.table, 'register', mobile);
    const result = await register({ uuid: registrationUuid, customerRegisterReqDto: details });
    expect(result.statusCode).toBe(201);
    const created = cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input;
    expect(created).toMatchObject({
      UserPoolId: 'us-east-1_Customers',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'phone_number', Value: '+919988776655' },
        { Name: 'given_name', Value: 'Meera' },
        { Name: 'family_name', Value: 'Iyer' },
        { Name: 'email', Value: 'meera.iyer@example.com' },
      ],
    });
    const customerId = String(created?.Username);
    expect(customerId).toMatch(/^CUST\d{6}$/);
    expect(bodyOf(result)).toEqual({
      status: 'TOKEN_RECEIVED',
      registrationRequired: false,
      accessToken: testAccessToken(customerId),
      tokenType: 'Bearer',
      expiresIn: 3600,
    });
    expect(state.table.get(`CUSTOMER#${mobile}`, 'PROFILE')).toMatchObject({
      customerId,
      firstName: 'Meera',
      email: 'meera.iyer@example.com',
      vehicleRegistrationNumber: 'MH12AB3456',
      status: 'active',
      question: 'What is the registration number of your current vehicle?',
    });
  });

  it('takes a registration key once', async () => {
    addTicket(state.table, 'register', mobile);
    await register({ uuid: registrationUuid, customerRegisterReqDto: details });
    const again = await register({ uuid: registrationUuid, customerRegisterReqDto: details });
    expect(again.statusCode).toBe(404);
    expect(bodyOf(again)).toEqual(generateNewOtp);
  });

  it('answers GENERATE.NEW.OTP for an unknown or expired key', async () => {
    expect(
      bodyOf(await register({ uuid: registrationUuid, customerRegisterReqDto: details })),
    ).toEqual(generateNewOtp);
    addTicket(state.table, 'register', mobile, registrationUuid, Math.floor(Date.now() / 1000) - 1);
    const expired = await register({ uuid: registrationUuid, customerRegisterReqDto: details });
    expect(expired.statusCode).toBe(404);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('wants x-app-id 4, whatever the case of the header name', async () => {
    addTicket(state.table, 'register', mobile);
    const body = { uuid: registrationUuid, customerRegisterReqDto: details };
    for (const headers of [{}, { 'x-app-id': '3' }] as Record<string, string>[]) {
      const result = await register(body, headers);
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual({
        code: 'INVALID_APP',
        message: 'x-app-id must be 4',
        requestId: 'req-0001',
      });
    }
    expect((await register(body, { 'x-app-id': '4' })).statusCode).toBe(201);
  });

  it('answers 409 ALREADY_REGISTERED for a number that has a customer', async () => {
    addCustomer(state, demoCustomers.active);
    addTicket(state.table, 'register', demoCustomers.active.mobile);
    const result = await register({
      uuid: registrationUuid,
      customerRegisterReqDto: { ...details, mobile: demoCustomers.active.mobile },
    });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toEqual({
      code: 'ALREADY_REGISTERED',
      message: 'A customer with this mobile number already exists.',
      requestId: 'req-0001',
    });
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('deletes the new pool user again when the profile cannot be written', async () => {
    addTicket(state.table, 'register', mobile);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ddb.on(PutCommand, { Item: { sk: 'PROFILE' } }).rejects(new Error('throughput exceeded'));
    const result = await register({ uuid: registrationUuid, customerRegisterReqDto: details });
    expect(result.statusCode).toBe(500);
    const created = cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input.Username;
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_Customers',
      Username: created,
    });
    expect(state.pool.users.size).toBe(0);
  });

  it('deletes the new pool user and answers 409 when another registration wrote the profile first', async () => {
    addTicket(state.table, 'register', mobile);
    cognito.on(AdminCreateUserCommand).callsFake(() => {
      addCustomer(state, { ...demoCustomers.active, mobile });
      return {};
    });
    const result = await register({ uuid: registrationUuid, customerRegisterReqDto: details });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).code).toBe('ALREADY_REGISTERED');
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });

  it('refuses details of another number than the verified one, and missing details', async () => {
    addTicket(state.table, 'register', mobile);
    const other = await register({
      uuid: registrationUuid,
      customerRegisterReqDto: { ...details, mobile: '9988776644' },
    });
    expect(other.statusCode).toBe(400);
    expect(bodyOf(other).message).toBe('mobile must be the number whose OTP was verified');
    const none = await register({ uuid: registrationUuid });
    expect(bodyOf(none).message).toBe('customerRegisterReqDto is required');
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('reports the first broken field rule', async () => {
    const cases: [unknown, string][] = [
      [{ customerRegisterReqDto: details }, 'uuid is required'],
      [{ uuid: 'not-a-uuid' }, 'uuid is invalid'],
      [
        { uuid: registrationUuid, customerRegisterReqDto: { ...details, firstName: 'M3era' } },
        'firstName is invalid',
      ],
      [
        {
          uuid: registrationUuid,
          customerRegisterReqDto: { ...details, lastName: 'x'.repeat(51) },
        },
        'lastName is invalid',
      ],
      [
        { uuid: registrationUuid, customerRegisterReqDto: { ...details, email: 'a@b' } },
        'email is invalid',
      ],
    ];
    for (const [body, message] of cases) {
      const result = await register(body);
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual({ code: 'INVALID_REQUEST', message, requestId: 'req-0001' });
    }
  });

  it('re-registers an inactive customer with the INACTIVE.USER key alone', async () => {
    const { inactive } = demoCustomers;
    addCustomer(state, inactive);
    addTicket(state.table, 'reregister', inactive.mobile);
    const result = await register({ uuid: registrationUuid });
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toMatchObject({
      status: 'TOKEN_RECEIVED',
      accessToken: testAccessToken(inactive.customerId),
    });
    expect(state.table.get(`CUSTOMER#${inactive.mobile}`, 'PROFILE')?.status).toBe('active');
    expect(state.table.get(`REGISTRATION#${registrationUuid}`, 'TICKET')).toBeUndefined();
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('refuses details with a re-registration key', async () => {
    addCustomer(state, demoCustomers.inactive);
    addTicket(state.table, 'reregister', demoCustomers.inactive.mobile);
    const result = await register({ uuid: registrationUuid, customerRegisterReqDto: details });
    expect(result.statusCode).toBe(400);
    expect(state.table.get(`CUSTOMER#${demoCustomers.inactive.mobile}`, 'PROFILE')?.status).toBe(
      'inactive',
    );
  });
});
