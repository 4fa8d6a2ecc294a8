import { useState } from 'react';
import {
  customerAppId,
  customerAppIdHeader,
  customerErrorCodes,
  customerErrorText,
  customerPaths,
  type CustomerOutcome,
  type CustomerTokenAnswer,
} from '../../../../../../shared/customer-sign-in';
import { showError } from '../../../../lib/notify';
import {
  readError,
  readOtpSent,
  readReactivationPending,
  readRegistrationRequired,
  readToken,
} from './customer-answers';
import { callCustomerApi, type CustomerAnswer, type CustomerTarget } from './customer-calls';

/** Where the customer is in the spec §4 Mobile OTP flow. */
export type FlowStage =
  | { kind: 'start' }
  | { kind: 'otp-sent'; mobile: string; message: string }
  | { kind: 'registration'; mobile: string; uuid: string }
  | { kind: 'inactive'; mobile: string; verificationKey: string }
  | { kind: 'question'; mobile: string; questionUuid: string; question: string }
  | { kind: 'signed-in'; mobile: string; token: CustomerTokenAnswer };

export type FlowAction = 'send' | 'verify' | 'register' | 'reactivate' | 'answer';

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email?: string;
  vehicleRegistrationNumber?: string;
}

export type VerifyResult = 'wrong-otp' | 'new-otp' | 'done';
export type AnswerResult = { kind: 'wrong-answer'; message?: string } | { kind: 'done' };

const registerHeaders = { [customerAppIdHeader]: customerAppId };
const start: FlowStage = { kind: 'start' };

function answeredJson(answer: CustomerAnswer): unknown {
  return answer.kind === 'answered' ? answer.json : undefined;
}

function errorCode(answer: CustomerAnswer): string | undefined {
  return readError(answeredJson(answer))?.code;
}

/**
 * The flow's state and its calls. Failures the user must act on come back to the caller (wrong
 * OTP, wrong answer); the others are said in the error toast with the spec §8 texts.
 */
export function useCustomerFlow(target: CustomerTarget | undefined) {
  const [stage, setStage] = useState<FlowStage>(start);
  const [outcomes, setOutcomes] = useState<CustomerOutcome[]>([]);
  const [pending, setPending] = useState<FlowAction | null>(null);
  const [resend, setResend] = useState<{ mobile: string; until: number }>();

  const reached = (outcome: CustomerOutcome) => setOutcomes((list) => [...list, outcome]);

  async function call(
    action: FlowAction,
    path: string,
    body: object,
    headers?: Record<string, string>,
  ): Promise<CustomerAnswer> {
    if (!target) return { kind: 'none' };
    setPending(action);
    try {
      return await callCustomerApi(target, path, body, headers);
    } finally {
      setPending(null);
    }
  }

  /** A token answer ends the flow; anything else is said as the spec §8 text of its code. */
  function tokenOrError(mobile: string, answer: CustomerAnswer): void {
    const token = readToken(answeredJson(answer));
    if (answer.kind === 'answered' && answer.status < 300 && token) {
      setStage({ kind: 'signed-in', mobile, token });
      reached(token.status);
      return;
    }
    showError(customerErrorText(errorCode(answer)));
  }

  async function sendOtp(mobile: string): Promise<void> {
    const answer = await call('send', customerPaths.sendOtp, { mobile });
    const sent = readOtpSent(answeredJson(answer));
    if (answer.kind !== 'answered' || answer.status >= 300 || !sent) {
      showError(customerErrorText(errorCode(answer)));
      return;
    }
    setStage({ kind: 'otp-sent', mobile, message: sent.message });
    setOutcomes(['OTP_SENT']);
    setResend({ mobile, until: Date.now() + sent.resendAfterSeconds * 1000 });
  }

  async function verifyOtp(mobile: string, otp: string): Promise<VerifyResult | undefined> {
    const answer = await call('verify', customerPaths.verifyOtp, { otp, contactInfo: mobile });
    const json = answeredJson(answer);
    const registration = readRegistrationRequired(json);
    if (answer.kind === 'answered' && answer.status < 300 && registration) {
      setStage({ kind: 'registration', mobile, uuid: registration.uuid });
      reached('REGISTRATION_REQUIRED');
      return 'done';
    }
    const failure = readError(json);
    if (failure?.code === customerErrorCodes.inactiveUser && failure.verificationKey) {
      setStage({ kind: 'inactive', mobile, verificationKey: failure.verificationKey });
      return 'done';
    }
    if (failure?.code === customerErrorCodes.incorrectOtp) {
      showError(customerErrorText(failure.code));
      return 'wrong-otp';
    }
    if (failure?.code === customerErrorCodes.generateNewOtp) {
      showError(customerErrorText(failure.code));
      setStage(start);
      setOutcomes([]);
      setResend(undefined);
      return 'new-otp';
    }
    tokenOrError(mobile, answer);
    return undefined;
  }

  async function register(mobile: string, details: CustomerDetails): Promise<void> {
    const uuid = stage.kind === 'registration' ? stage.uuid : '';
    const body = { uuid, customerRegisterReqDto: { ...details, mobile } };
    tokenOrError(mobile, await call('register', customerPaths.register, body, registerHeaders));
  }

  /** An inactive account registered again from the verification key of its verify answer. */
  async function reRegister(mobile: string, verificationKey: string): Promise<void> {
    const body = { uuid: verificationKey };
    tokenOrError(mobile, await call('register', customerPaths.register, body, registerHeaders));
  }

  /** The reactivation question, asked with the verification key the verified OTP earned. */
  async function reactivate(mobile: string, verificationKey: string): Promise<void> {
    const body = { mobile, verificationKey };
    const answer = await call('reactivate', customerPaths.activateUser, body);
    const challenge = readReactivationPending(answeredJson(answer));
    if (answer.kind !== 'answered' || answer.status >= 300 || !challenge) {
      showError(customerErrorText(errorCode(answer)));
      return;
    }
    setStage({ kind: 'question', mobile, ...challenge });
    reached('REACTIVATION_PENDING');
  }

  async function answerQuestion(
    mobile: string,
    questionUuid: string,
    answerText: string,
  ): Promise<AnswerResult> {
    const body = { questionUuid, answer: answerText };
    const answer = await call('answer', customerPaths.verifyQuestion, body);
    const failure = readError(answeredJson(answer));
    if (answer.kind === 'answered' && answer.status === 400 && failure?.code === 'WRONG_ANSWER') {
      return { kind: 'wrong-answer', message: failure.message };
    }
    tokenOrError(mobile, answer);
    return { kind: 'done' };
  }

  /** Edit: the number unlocks and the flow starts over (the resend wait stays with its number). */
  function edit(): void {
    setStage(start);
    setOutcomes([]);
  }

  return {
    stage,
    outcomes,
    pending,
    resend,
    ready: target !== undefined,
    sendOtp,
    verifyOtp,
    register,
    reRegister,
    reactivate,
    answerQuestion,
    edit,
  };
}

export type CustomerFlow = ReturnType<typeof useCustomerFlow>;
