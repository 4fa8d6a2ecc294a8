import { describe, expect, it } from 'vitest';
import { customerPaths } from '../../shared/customer-sign-in';
import { handler } from './customer-identity-handler';
import { addCustomer } from './testing/customer-flow';
import { testAccessToken } from './testing/customer-pool';
import { bodyOf, customerEvent, useCustomerBackend } from './testing/customer-requests';
import { addTicket, questionUuid } from './testing/tickets';
import { demoCustomers } from './seed-demo-customers';

const { state } = useCustomerBackend();
const { inactive } = demoCustomers;

const answerWith = (answer: string, uuid = questionUuid) =>
  handler(customerEvent('POST', customerPaths.verifyQuestion, { questionUuid: uuid, answer }));

const unknownQuestion = {
  code: 'UNKNOWN_QUESTION',
  message: 'The question has expired. Start reactivation again.',
  requestId: 'req-0001',
};
const wrongAnswer = {
  code: 'WRONG_ANSWER',
  message: 'The answer does not match our records.',
  requestId: 'req-0001',
};

const profile = () => state.table.get(`CUSTOMER#${inactive.mobile}`, 'PROFILE');

describe('POST /v1/user/verify-question-challenge', () => {
  it('reactivates on the right answer (any case and spacing) and signs the customer in', async () => {
    addCustomer(state, inactive);
    addTicket(state.table, 'question', inactive.mobile);
    const result = await answerWith(' dl 03 cd5678 ');
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      status: 'TOKEN_RECEIVED',
      registrationRequired: false,
      accessToken: testAccessToken(inactive.customerId),
      tokenType: 'Bearer',
      expiresIn: 3600,
    });
    expect(profile()?.status).toBe('active');
  });

  it('takes a question once', async () => {
    addCustomer(state, inactive);
    addTicket(state.table, 'question', inactive.mobile);
    await answerWith('DL03CD5678');
    const again = await answerWith('DL03CD5678');
    expect(again.statusCode).toBe(404);
    expect(bodyOf(again)).toEqual(unknownQuestion);
  });

  it('answers 400 WRONG_ANSWER and leaves the customer inactive; three wrong answers use the question up', async () => {
    addCustomer(state, inactive);
    addTicket(state.table, 'question', inactive.mobile);
    for (let i = 0; i < 3; i += 1) {
      const result = await answerWith('KA01AB1234');
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual(wrongAnswer);
    }
    expect(profile()?.status).toBe('inactive');
    expect(bodyOf(await answerWith('DL03CD5678'))).toEqual(unknownQuestion);
  });

  it('answers 404 UNKNOWN_QUESTION for an unknown or expired question', async () => {
    addCustomer(state, inactive);
    expect(bodyOf(await answerWith('DL03CD5678'))).toEqual(unknownQuestion);
    addTicket(
      state.table,
      'question',
      inactive.mobile,
      questionUuid,
      Math.floor(Date.now() / 1000) - 1,
    );
    const expired = await answerWith('DL03CD5678');
    expect(expired.statusCode).toBe(404);
    expect(profile()?.status).toBe('inactive');
  });

  it('checks the e-mail when that was the question', async () => {
    addCustomer(state, { ...inactive, vehicleRegistrationNumber: undefined });
    addTicket(state.table, 'question', inactive.mobile);
    expect((await answerWith('Rohan.Mehta@Example.com')).statusCode).toBe(200);
  });

  it('refuses a missing answer and a bad question key', async () => {
    expect(bodyOf(await answerWith('')).message).toBe('answer is required');
    expect(bodyOf(await answerWith('x', 'abc')).message).toBe('questionUuid is invalid');
  });
});
