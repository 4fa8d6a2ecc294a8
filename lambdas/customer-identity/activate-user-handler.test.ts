import { describe, expect, it } from 'vitest';
import { customerPaths } from '../../shared/customer-sign-in';
import { handler } from './customer-identity-handler';
import { addCustomer, addVerificationKey } from './testing/customer-flow';
import { bodyOf, customerEvent, useCustomerBackend } from './testing/customer-requests';
import { demoCustomers } from './seed-demo-customers';

const { state } = useCustomerBackend();
const { active, inactive } = demoCustomers;

const activate = (mobile: string, verificationKey = addVerificationKey(state, mobile)) =>
  handler(customerEvent('POST', customerPaths.activateUser, { mobile, verificationKey }));

const noInactive = {
  code: 'INACTIVE.USER',
  message: 'No inactive customer has this mobile number.',
  requestId: 'req-0001',
};

describe('POST /v1/user/activate-user', () => {
  it('asks an inactive customer for the vehicle on record, with a question key valid 15 minutes', async () => {
    addCustomer(state, inactive);
    const result = await activate(inactive.mobile);
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result);
    expect(body).toMatchObject({
      status: 'REACTIVATION_PENDING',
      question: 'What is the registration number of your current vehicle?',
    });
    const ticket = state.table.get(`QUESTION#${String(body.questionUuid)}`, 'TICKET');
    expect(ticket).toMatchObject({ mobile: inactive.mobile, purpose: 'question', tries: 0 });
    const secondsLeft = Number(ticket?.expiresAt) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(890);
    expect(secondsLeft).toBeLessThanOrEqual(900);
  });

  it('asks for the e-mail when no vehicle is on record', async () => {
    addCustomer(state, { ...inactive, vehicleRegistrationNumber: undefined });
    expect(bodyOf(await activate(inactive.mobile)).question).toBe(
      'What is the e-mail address on your account?',
    );
  });

  it('answers 404 INACTIVE.USER for an active customer and an unknown number', async () => {
    addCustomer(state, active);
    for (const mobile of [active.mobile, '9988776655']) {
      const result = await activate(mobile);
      expect(result.statusCode).toBe(404);
      expect(bodyOf(result)).toEqual(noInactive);
    }
  });

  it("answers GENERATE.NEW.OTP without a live verification key of that number's OTP", async () => {
    addCustomer(state, inactive);
    const otherNumbersKey = addVerificationKey(state, '9988776655');
    const unknownKey = '0b8f5c3e-2d41-4a6b-9e07-51c2d9a4f318';
    for (const key of [otherNumbersKey, unknownKey]) {
      const result = await activate(inactive.mobile, key);
      expect(result.statusCode).toBe(404);
      expect(bodyOf(result)).toMatchObject({ code: 'GENERATE.NEW.OTP' });
    }
    expect([...state.table.items.keys()].some((id) => id.startsWith('QUESTION#'))).toBe(false);
  });

  it('refuses a missing verification key with its rule', async () => {
    addCustomer(state, inactive);
    const result = await handler(
      customerEvent('POST', customerPaths.activateUser, { mobile: inactive.mobile }),
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('verificationKey is required');
  });

  it('refuses a bad number with its rule', async () => {
    const result = await activate('12345');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('Please enter a valid mobile number');
  });
});
