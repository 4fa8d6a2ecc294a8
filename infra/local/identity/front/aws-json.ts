import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CognitoError } from '../cognito-error';
import { corsHeaders } from './cors';

const maxBodyBytes = 1024 * 1024;

/** The JSON body of an AWS JSON 1.1 request ({} when empty). */
export function readJsonBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new CognitoError('InvalidParameterException', 'Request body too large'));
        req.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    req.on('error', reject);
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8').trim();
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        reject(new CognitoError('SerializationException', 'Request body is not valid JSON'));
      }
    });
  });
}

/** Dates go out as epoch seconds, as Cognito (and cognito-local) send them. */
function epochSecondsForDates(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  return original instanceof Date ? Math.floor(original.getTime() / 1000) : value;
}

export function sendAwsJson(res: ServerResponse, body: unknown): void {
  res.writeHead(200, {
    ...corsHeaders,
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-requestid': randomUUID(),
  });
  res.end(JSON.stringify(body ?? {}, epochSecondsForDates));
}

/** Cognito's error shape: `x-amzn-errortype` header and `{ __type, message }` body. */
export function sendAwsError(res: ServerResponse, error: CognitoError): void {
  res.writeHead(error.status, {
    ...corsHeaders,
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-requestid': randomUUID(),
    'x-amzn-errortype': error.type,
    'x-amzn-errormessage': error.message,
  });
  res.end(JSON.stringify({ __type: error.type, message: error.message }));
}
