import { createServer, type RequestListener, type Server } from 'node:http';
import { CognitoError } from '../cognito-error';
import { readJsonBody, sendAwsError, sendAwsJson } from './aws-json';
import { corsHeaders, preflightHeaders } from './cors';
import { keepIdleConnections } from '../../idle-connections';

export interface FrontOptions {
  /** Runs one Cognito API target (the part after the dot of `x-amz-target`). */
  dispatch(target: string, body: unknown): Promise<unknown>;
  /** Maps whatever a target threw to the error Cognito would answer. */
  toCognitoError(error: unknown): CognitoError;
  /** The JWKS every pool's tokens verify against. */
  jwks(): { keys: unknown[] };
  /** The `iss` of a pool's tokens. */
  issuer(poolId: string): string;
  /** Everything else (cognito-local's OAuth2 routes). */
  fallback: RequestListener;
}

const wellKnown = /^\/([\w-]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

function sendJson(res: Parameters<RequestListener>[1], body: unknown): void {
  res.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The local identity's HTTP front: CORS for browser callers, the Cognito JSON API (the
 * wrapper's targets first, then cognito-local's), the well-known documents with the real issuer.
 */
export function createFrontServer(options: FrontOptions): Server {
  return keepIdleConnections(
    createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (req.method === 'OPTIONS') {
        res.writeHead(204, preflightHeaders(req));
        res.end();
        return;
      }
      if (req.method === 'POST' && path === '/') {
        const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
        void (async () => {
          try {
            if (!target)
              throw new CognitoError('UnknownOperationException', 'Missing x-amz-target');
            sendAwsJson(res, await options.dispatch(target, await readJsonBody(req)));
          } catch (error) {
            sendAwsError(res, options.toCognitoError(error));
          }
        })();
        return;
      }
      const known = req.method === 'GET' ? wellKnown.exec(path) : null;
      if (known?.[1]) {
        const issuer = options.issuer(known[1]);
        sendJson(
          res,
          known[2] === 'jwks.json'
            ? options.jwks()
            : {
                issuer,
                jwks_uri: `${issuer}/.well-known/jwks.json`,
                id_token_signing_alg_values_supported: ['RS256'],
                subject_types_supported: ['public'],
                response_types_supported: ['code', 'token'],
              },
        );
        return;
      }
      if (req.method === 'GET' && path === '/health') {
        sendJson(res, { ok: true });
        return;
      }
      options.fallback(req, res);
    }),
  );
}
