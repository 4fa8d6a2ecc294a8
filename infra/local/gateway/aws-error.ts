/** An error of the API Gateway control plane, answered as API Gateway does (REST JSON). */
export type AwsErrorType =
  | 'BadRequestException'
  | 'NotFoundException'
  | 'ConflictException'
  | 'LimitExceededException'
  | 'TooManyRequestsException';

const statusOf: Record<AwsErrorType, number> = {
  BadRequestException: 400,
  NotFoundException: 404,
  ConflictException: 409,
  LimitExceededException: 429,
  TooManyRequestsException: 429,
};

export class AwsError extends Error {
  readonly status: number;

  constructor(
    readonly type: AwsErrorType,
    message: string,
  ) {
    super(message);
    this.name = type;
    this.status = statusOf[type];
  }
}

export const notFound = (message: string) => new AwsError('NotFoundException', message);
export const conflict = (message: string) => new AwsError('ConflictException', message);
export const badRequest = (message: string) => new AwsError('BadRequestException', message);
