import type { DocResponse } from '../../../../../shared/docs/doc-model';

/** Pieces the Price Quote fixtures share (infra/catalogue/services/price-quote). */
export const errorFields = [
  { name: 'code', type: 'string', required: true, description: 'Machine-readable error code.' },
  { name: 'message', type: 'string', required: true, description: 'What went wrong.' },
  { name: 'requestId', type: 'string', required: false, description: 'Quote it to support.' },
];

export function errorResponse(
  code: string,
  description: string,
  errorCode: string,
  message: string,
) {
  return {
    code,
    description,
    contentType: 'application/json',
    example: { code: errorCode, message, requestId: '7f3c2a9e-4194-4b1d-9c2e-5d8a1f0b1094' },
    fields: errorFields,
  } satisfies DocResponse;
}

export const forbidden = errorResponse(
  '403',
  'Forbidden',
  'FORBIDDEN',
  'The API key is missing or is not subscribed to this service.',
);
export const tooMany = errorResponse(
  '429',
  'Too many requests',
  'TOO_MANY_REQUESTS',
  'Too Many Requests',
);
export const badRequest = errorResponse(
  '400',
  'Bad request',
  'VARIANT_NOT_SOLD',
  'The variant is not sold in this city.',
);

export const modelCode = {
  name: 'modelCode',
  in: 'path',
  type: 'string',
  required: true,
  description: 'Model code.',
  maxLength: 12,
  pattern: '^[A-Z0-9-]{2,12}$',
  example: 'ARVA-EV',
} as const;

export const quoteFields = [
  { name: 'quoteId', type: 'string', required: true, description: 'Quote reference.' },
  { name: 'exShowroom', type: 'integer', required: true, description: 'INR.' },
  { name: 'insurance', type: 'integer', required: true, description: 'INR, first year.' },
  { name: 'onRoad', type: 'integer', required: true, description: 'INR, total.' },
  { name: 'validUntil', type: 'string', format: 'date', required: true, description: 'Last day.' },
];

export const quoteBodyFields = [
  {
    name: 'modelCode',
    type: 'string',
    required: true,
    maxLength: 12,
    pattern: '^[A-Z0-9-]{2,12}$',
  },
  {
    name: 'variantCode',
    type: 'string',
    required: true,
    description: 'Variant code.',
    maxLength: 16,
    pattern: '^[A-Z0-9-]{2,16}$',
  },
  { name: 'city', type: 'string', required: true, maxLength: 40, pattern: "^[A-Za-z .'-]+$" },
];
