import { Fragment } from 'react';

/** The path in pieces that each end with their slash: '/v2/vehicles/{vin}' → '/', 'v2/', …. */
export function pathPieces(path: string): string[] {
  return path.match(/[^/]*\/|[^/]+$/g) ?? [];
}

/**
 * An API path that wraps only after a slash, never inside a name (not even at a hyphen): each
 * piece is kept whole and followed by a line-break opportunity (<wbr>).
 */
export function ApiPath({ path, className }: { path: string; className?: string }) {
  return (
    <code className={className}>
      {pathPieces(path).map((piece, index) => (
        // The pieces never reorder, so their position is a stable key.
        <Fragment key={index}>
          <span className="api-path__piece">{piece}</span>
          {piece.endsWith('/') ? <wbr /> : null}
        </Fragment>
      ))}
    </code>
  );
}
