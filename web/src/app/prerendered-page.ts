import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/**
 * What a page pre-rendered at build (web/prerender/) hands to the browser: the path it was
 * rendered for, the router's loader data and react-query's cache. It travels as JSON in a
 * `<script type="application/json">`, which the site's CSP (no inline scripts) allows.
 */
export interface PrerenderedPage {
  path: string;
  router: HydrationState;
  queries: DehydratedState;
}

export const prerenderedPageElementId = 'marque-prerendered';

/** The JSON for the page's data element; `<` escaped so no string can close the element. */
export function serializePrerenderedPage(page: PrerenderedPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The page's data when it was pre-rendered for the URL the browser shows (no query string: pages
 * read it, and the build rendered none); else null, and the app renders from scratch.
 */
export function readPrerenderedPage(doc: Document, location: Location): PrerenderedPage | null {
  const text = doc.getElementById(prerenderedPageElementId)?.textContent;
  if (!text || location.search || location.hash) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.path !== 'string') return null;
  if (!isRecord(value.router) || !isRecord(value.queries)) return null;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (trim(value.path) !== trim(location.pathname)) return null;
  return value as unknown as PrerenderedPage;
}
