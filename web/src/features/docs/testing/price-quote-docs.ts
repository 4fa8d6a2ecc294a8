import type { DocOperation, DocsIndex, ServiceDoc } from '../../../../../shared/docs/doc-model';
import {
  badRequest,
  errorResponse,
  forbidden,
  modelCode,
  quoteBodyFields,
  quoteFields,
  tooMany,
} from './price-quote-parts';

/**
 * The Price Quote service (infra/catalogue/services/price-quote) as the docs generator is to
 * write it, by hand from the model until the generator lands.
 */
const createQuoteV1: DocOperation = {
  name: 'createPriceQuote',
  displayName: 'Create price quote',
  description: 'Prices a variant on the road in a city.',
  method: 'POST',
  path: '/v1/quotes',
  apiStatus: 'to be expired',
  authorizerType: 'apiKey',
  generateTokenButton: 'disabled',
  parameters: [],
  requestBody: {
    contentType: 'application/json',
    required: true,
    fields: quoteBodyFields,
    example: { modelCode: 'ARVA-EV', variantCode: 'ARVA-EV-LR', city: 'New Delhi' },
  },
  responses: [
    {
      code: '201',
      description: 'Quote created',
      contentType: 'application/json',
      example: { quoteId: 'Q-2611-118377', exShowroom: 1849000, onRoad: 1927420 },
      fields: quoteFields,
    },
    badRequest,
    forbidden,
    tooMany,
  ],
};

const listVariants: DocOperation = {
  name: 'listModelVariants',
  displayName: 'List variants',
  description: 'Lists the variants of a model on sale, with their ex-showroom prices.',
  method: 'GET',
  path: '/v1/models/{modelCode}/variants',
  apiStatus: 'active',
  authorizerType: 'apiKey',
  generateTokenButton: 'disabled',
  parameters: [
    modelCode,
    {
      name: 'fuel',
      in: 'query',
      type: 'string',
      required: false,
      description: 'Only variants with this fuel.',
      enum: ['petrol', 'diesel', 'cng', 'electric'],
    },
    {
      name: 'limit',
      in: 'query',
      type: 'integer',
      required: false,
      description: 'Page size.',
      minimum: 1,
      maximum: 50,
    },
  ],
  responses: [
    {
      code: '200',
      description: 'Variants',
      contentType: 'application/json',
      example: { items: [{ variantCode: 'ARVA-EV-LR', exShowroom: 1849000 }] },
      fields: [
        { name: 'items[].variantCode', type: 'string', required: true, description: 'Code.' },
        { name: 'items[].exShowroom', type: 'integer', required: true, description: 'INR.' },
      ],
    },
    forbidden,
    errorResponse('404', 'Not found', 'MODEL_NOT_FOUND', 'No model has this code.'),
    tooMany,
  ],
};

const createQuoteV2: DocOperation = {
  ...createQuoteV1,
  name: 'createPriceQuoteV2',
  description:
    'Prices a variant on the road in a city, adding accessories and subtracting an exchange offer for a car traded in.',
  path: '/v2/quotes',
  apiStatus: 'active',
  requestBody: {
    contentType: 'application/json',
    required: true,
    fields: [
      ...quoteBodyFields,
      { name: 'accessoryCodes', type: 'array<string>', required: false, maxLength: 12 },
      {
        name: 'exchange.registrationNumber',
        type: 'string',
        required: false,
        description: 'Of the car traded in.',
        maxLength: 10,
        pattern: '^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$',
      },
      {
        name: 'exchange.yearOfManufacture',
        type: 'integer',
        required: false,
        description: 'Year.',
        minimum: 2000,
        maximum: 2026,
      },
    ],
    example: {
      modelCode: 'ARVA-EV',
      variantCode: 'ARVA-EV-LR',
      city: 'New Delhi',
      accessoryCodes: ['ACC-MATS', 'ACC-WALLBOX'],
      exchange: { registrationNumber: 'DL8CAF4021', yearOfManufacture: 2018, odometerKm: 64000 },
    },
  },
  responses: [
    {
      code: '201',
      description: 'Quote created',
      contentType: 'application/json',
      example: {
        quoteId: 'Q-2611-118377',
        exShowroom: 1849000,
        insurance: 78420,
        accessories: 61500,
        exchangeValue: 385000,
        onRoad: 1603920,
        validUntil: '2026-11-30',
      },
      fields: [
        ...quoteFields,
        { name: 'accessories', type: 'integer', required: true, description: 'INR.' },
        { name: 'exchangeValue', type: 'integer', required: true, description: 'INR, deducted.' },
      ],
    },
    badRequest,
    forbidden,
    tooMany,
  ],
};

const listAccessories: DocOperation = {
  name: 'listQuoteAccessories',
  displayName: 'List accessories',
  description: 'Lists the dealer-fit accessories that can be added to a quote for a model.',
  method: 'GET',
  path: '/v2/models/{modelCode}/accessories',
  apiStatus: 'active',
  authorizerType: 'apiKey',
  generateTokenButton: 'disabled',
  parameters: [modelCode],
  responses: [
    {
      code: '200',
      description: 'Accessories',
      contentType: 'application/json',
      example: { items: [{ accessoryCode: 'ACC-MATS', name: '3D floor mats', price: 4500 }] },
      fields: [
        { name: 'items[].accessoryCode', type: 'string', required: false, description: 'Code.' },
        { name: 'items[].name', type: 'string', required: false, description: 'Name.' },
        { name: 'items[].price', type: 'integer', required: false, description: 'INR, fitted.' },
      ],
    },
    forbidden,
    errorResponse('404', 'Not found', 'MODEL_NOT_FOUND', 'No model has this code.'),
    tooMany,
  ],
};

const service = {
  service: 'price-quote',
  apiName: 'Price Quote',
  category: 'Presales',
  description: 'On-road price quotes per model, variant and city.',
  apiId: 'pq7x2k',
  versions: ['v1', 'v2'],
};

export const priceQuoteV1: ServiceDoc = {
  ...service,
  version: 'v1',
  operations: [listVariants, createQuoteV1],
};

export const priceQuoteV2: ServiceDoc = {
  ...service,
  version: 'v2',
  operations: [createQuoteV2, listAccessories],
  changes: {
    from: 'v1',
    added: [
      {
        name: 'listQuoteAccessories',
        method: 'GET',
        path: listAccessories.path,
        displayName: 'List accessories',
      },
    ],
    removed: [
      {
        name: 'listModelVariants',
        method: 'GET',
        path: listVariants.path,
        displayName: 'List variants',
      },
    ],
    changed: [
      {
        name: 'createPriceQuoteV2',
        method: 'POST',
        path: '/v2/quotes',
        displayName: 'Create price quote',
        changes: [
          {
            where: 'request body',
            name: 'accessoryCodes',
            kind: 'added',
            detail: 'optional',
            breaking: false,
          },
          {
            where: 'request body',
            name: 'exchange',
            kind: 'added',
            detail: 'optional',
            breaking: false,
          },
          {
            where: 'response 201',
            name: 'exchangeValue',
            kind: 'added',
            detail: 'new field',
            breaking: false,
          },
        ],
      },
    ],
    breaking: true,
  },
};

/** The index entries of every operation in `docs`. */
export function indexOf(...docs: ServiceDoc[]): DocsIndex {
  const operations: DocsIndex['operations'] = {};
  for (const doc of docs) {
    for (const operation of doc.operations) {
      operations[operation.name] = {
        category: doc.category,
        service: doc.service,
        apiName: doc.apiName,
        version: doc.version,
        displayName: operation.displayName,
        method: operation.method,
        path: operation.path,
      };
    }
  }
  return { operations };
}

export const priceQuoteIndex = indexOf(priceQuoteV1, priceQuoteV2);
