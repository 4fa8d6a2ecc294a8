import { Logger } from '@aws-lambda-powertools/logger';
import { redactSecrets } from './observability/redact-secrets';
import { requestKeys } from './observability/request-context';

/**
 * The functions' one logger: Powertools' structured JSON (level, message, timestamp, service,
 * X-Ray trace id, and, inside a request, its request id, route, user and latency). The request's
 * keys come with each line from its own context (observability/request-context.ts), never from
 * the shared Powertools logger, which every request of the instance writes through. Every field
 * named like a password, code, token, key or secret is written as [REDACTED] at any depth, so a
 * careless field cannot leak one; still never put a secret in a message text.
 */
const powertoolsLogger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'marque',
  jsonReplacerFn: redactSecrets,
});

/** Powertools keeps these names for itself and drops a field that uses one. */
const reserved = new Set(['level', 'message', 'sampling_rate', 'service', 'timestamp']);

function fieldsOf(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { ...requestKeys() };
  if (!fields) return out;
  for (const [key, value] of Object.entries(fields))
    out[reserved.has(key) ? `_${key}` : key] = value;
  return out;
}

type Write = (message: string, fields?: Record<string, unknown>) => void;

export const logger: Record<'debug' | 'info' | 'warn' | 'error', Write> = {
  debug: (message, fields) => powertoolsLogger.debug(message, fieldsOf(fields)),
  info: (message, fields) => powertoolsLogger.info(message, fieldsOf(fields)),
  warn: (message, fields) => powertoolsLogger.warn(message, fieldsOf(fields)),
  error: (message, fields) => powertoolsLogger.error(message, fieldsOf(fields)),
};
