import type { DocOperation, ServiceDoc } from '../../../../../../../shared/docs/doc-model';

export function anOperation(overrides: Partial<DocOperation> = {}): DocOperation {
  return {
    name: 'updateVehicleStatus',
    displayName: 'Update vehicle status',
    description: 'Updates one vehicle',
    method: 'POST',
    path: '/v1/vehicles/{vin}/status',
    apiStatus: 'active',
    authorizerType: 'cognito',
    generateTokenButton: 'enabled',
    parameters: [
      { name: 'vin', in: 'path', type: 'string', required: true, maxLength: 17, example: 'MA3ABC' },
      { name: 'units', in: 'query', type: 'string', required: false, enum: ['km', 'mi'] },
      { name: 'limit', in: 'query', type: 'integer', required: false, maximum: 50 },
      { name: 'x-dealer-code', in: 'header', type: 'string', required: true, pattern: '^D[0-9]+$' },
    ],
    requestBody: {
      contentType: 'application/json',
      required: true,
      fields: [{ name: 'status', type: 'string', required: true }],
      example: { status: 'parked', odometer: 1200 },
    },
    responses: [{ code: '200', description: 'OK', fields: [] }],
    ...overrides,
  };
}

export function aMultipartOperation(): DocOperation {
  return anOperation({
    name: 'uploadDocument',
    path: '/v1/documents',
    authorizerType: 'apiKey',
    generateTokenButton: 'disabled',
    parameters: [],
    requestBody: {
      contentType: 'multipart/form-data',
      required: true,
      fields: [
        { name: 'document', type: 'string', format: 'binary', required: true },
        { name: 'kind', type: 'string', required: false },
      ],
    },
  });
}

export function aServiceDoc(overrides: Partial<ServiceDoc> = {}): ServiceDoc {
  return {
    service: 'vehicle-status',
    apiName: 'Vehicle Status',
    category: 'Customer',
    description: 'Vehicle status',
    apiId: 'abc123',
    version: 'v1',
    versions: ['v1'],
    operations: [anOperation()],
    ...overrides,
  };
}
