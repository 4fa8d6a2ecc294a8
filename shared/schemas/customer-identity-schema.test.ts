import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './first-error';
import {
  customerOtpVerifySchema,
  customerQuestionAnswerSchema,
  customerRegisterSchema,
} from './customer-identity-schema';

const uuid = '3f0c8a52-1b2d-4c3e-8f40-5a6b7c8d9e01';
const messageOf = (result: {
  success: boolean;
  error?: Parameters<typeof firstErrorMessage>[0];
}) => (result.error ? firstErrorMessage(result.error) : undefined);

describe('customer identity request schemas', () => {
  it('takes a 6-digit OTP and a mobile number', () => {
    expect(customerOtpVerifySchema.parse({ otp: ' 012345 ', contactInfo: '9876543210' })).toEqual({
      otp: '012345',
      contactInfo: '9876543210',
    });
    expect(
      messageOf(customerOtpVerifySchema.safeParse({ otp: '1234567', contactInfo: '9876543210' })),
    ).toBe('Please enter a valid otp');
    expect(
      messageOf(customerOtpVerifySchema.safeParse({ otp: '123456', contactInfo: '4876543210' })),
    ).toBe('Please enter a valid mobile number');
  });

  it('normalises the e-mail and the vehicle number of new details', () => {
    const parsed = customerRegisterSchema.parse({
      uuid,
      customerRegisterReqDto: {
        firstName: 'Meera',
        lastName: 'Iyer',
        mobile: '9988776655',
        email: ' Meera@Example.COM ',
        vehicleRegistrationNumber: 'mh-12 ab 3456',
      },
    });
    expect(parsed.customerRegisterReqDto).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      mobile: '9988776655',
      email: 'meera@example.com',
      vehicleRegistrationNumber: 'MH12AB3456',
    });
    expect(
      customerRegisterSchema.parse({
        uuid,
        customerRegisterReqDto: { firstName: 'A', lastName: 'B', mobile: '9988776655', email: '' },
      }).customerRegisterReqDto?.email,
    ).toBeUndefined();
  });

  it('names the field in its messages', () => {
    const details = { firstName: 'Meera', lastName: 'Iyer', mobile: '9988776655' };
    const cases: [unknown, string][] = [
      [{ uuid: '' }, 'uuid is required'],
      [{ uuid, customerRegisterReqDto: { ...details, firstName: '' } }, 'firstName is required'],
      [{ uuid, customerRegisterReqDto: { ...details, lastName: 'Iyer2' } }, 'lastName is invalid'],
      [
        { uuid, customerRegisterReqDto: { ...details, vehicleRegistrationNumber: '#1' } },
        'vehicleRegistrationNumber is invalid',
      ],
    ];
    for (const [input, message] of cases) {
      expect(messageOf(customerRegisterSchema.safeParse(input))).toBe(message);
    }
    expect(
      messageOf(
        customerQuestionAnswerSchema.safeParse({ questionUuid: uuid, answer: 'x'.repeat(101) }),
      ),
    ).toBe('answer is invalid');
  });
});
