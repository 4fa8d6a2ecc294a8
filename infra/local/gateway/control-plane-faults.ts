import { AwsError } from './aws-error';

/** A failure armed for the next `times` calls of one control-plane operation. */
export interface Fault {
  /** The operation as `<METHOD> <template>`, e.g. `POST /usageplans/{usagePlanId}/keys`. */
  operation: string;
  /** Only calls on this exact path (e.g. one usage plan's keys), so other callers are spared. */
  path?: string;
  times: number;
  status: number;
  type: string;
  message: string;
}

/**
 * Local only (`POST /_local/faults`): lets an integration test make the control plane fail
 * where the SDK's stand-in cannot be mocked, e.g. CreateUsagePlanKey after CreateApiKey. The
 * SDK retries 5xx and 429 answers, so a test arms as many failures as the client's attempts.
 */
export class ControlPlaneFaults {
  private readonly armed = new Map<string, Fault>();

  arm(input: Record<string, unknown>): Fault {
    const { operation, path, times = 1, status = 500, type = 'InternalFailure' } = input;
    const message = typeof input.message === 'string' ? input.message : 'Injected failure';
    if (typeof operation !== 'string' || !/^[A-Z]+ \//.test(operation)) {
      throw new AwsError('BadRequestException', 'operation: "<METHOD> <template>"');
    }
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
      throw new AwsError('BadRequestException', 'times: a whole number from 1');
    }
    if (typeof status !== 'number' || typeof type !== 'string') {
      throw new AwsError('BadRequestException', 'status: a number; type: an error type');
    }
    if (path !== undefined && typeof path !== 'string') {
      throw new AwsError('BadRequestException', 'path: a request path');
    }
    const fault = { operation, path, times, status, type, message };
    this.armed.set(operation, fault);
    return fault;
  }

  /** The failure to answer this call with, if one is armed; counts it down. */
  take(operation: string, path: string): Fault | undefined {
    const fault = this.armed.get(operation);
    if (!fault || (fault.path !== undefined && fault.path !== path)) return undefined;
    if (fault.times <= 1) this.armed.delete(operation);
    else this.armed.set(operation, { ...fault, times: fault.times - 1 });
    return fault;
  }
}
