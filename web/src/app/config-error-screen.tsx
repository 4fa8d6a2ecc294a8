import { ConfigError } from '../lib/config';

/** Shown instead of the app when /config.json is missing or invalid. */
export function ConfigErrorScreen({ error }: { error: unknown }) {
  const detail =
    error instanceof ConfigError ? error.detail : error instanceof Error ? error.message : '';
  const missing = error instanceof ConfigError && error.reason === 'missing';
  return (
    <main className="container page config-error">
      <h1>The portal cannot start</h1>
      <p>
        {missing
          ? 'Its configuration file (/config.json) could not be loaded.'
          : 'Its configuration file (/config.json) is not valid.'}
      </p>
      {detail ? <pre className="config-error__detail">{detail}</pre> : null}
      <p>
        If you run the portal locally, start it with <code>npm start</code>, which writes the file.
        Otherwise please contact the administrator.
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
