import type { OperationRef, VersionChanges } from '../../../../../shared/docs/doc-model';
import { MethodPill } from '../../../components/method-pill';

/** Longer lists start folded, so the operation itself stays near the top. */
const foldAbove = 5;

function BreakingBadge() {
  return <span className="breaking-badge">Breaking</span>;
}

function OperationLine({ operation }: { operation: OperationRef }) {
  return (
    <>
      <MethodPill method={operation.method} /> <strong>{operation.displayName}</strong>{' '}
      <code className="doc-path">{operation.path}</code>
    </>
  );
}

/** 'What changed in <version>': added, removed and changed operations; breaking ones flagged. */
export function VersionChangesSection({
  version,
  changes,
}: {
  version: string;
  changes: VersionChanges;
}) {
  const count =
    changes.added.length +
    changes.removed.length +
    changes.changed.reduce((sum, operation) => sum + operation.changes.length, 0);
  return (
    <section className="doc-section version-changes" aria-labelledby="doc-changes">
      <h2 id="doc-changes">What changed in {version}</h2>
      <p className="doc-muted">
        Compared with {changes.from}. {changes.breaking ? <BreakingBadge /> : null}
        {changes.breaking
          ? ' Existing callers may need changes.'
          : ' Nothing breaks existing callers.'}
      </p>
      <details open={count < foldAbove}>
        <summary>
          {count} {count === 1 ? 'change' : 'changes'}
        </summary>
        {changes.added.length > 0 ? (
          <>
            <h3>Added operations</h3>
            <ul className="change-list">
              {changes.added.map((operation) => (
                <li key={operation.name}>
                  <OperationLine operation={operation} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {changes.removed.length > 0 ? (
          <>
            <h3>Removed operations</h3>
            <ul className="change-list">
              {changes.removed.map((operation) => (
                <li key={operation.name}>
                  <OperationLine operation={operation} /> <BreakingBadge />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {changes.changed.length > 0 ? (
          <>
            <h3>Changed operations</h3>
            <ul className="change-list">
              {changes.changed.map((operation) => (
                <li key={operation.name}>
                  <OperationLine operation={operation} />
                  <ul className="change-list change-list--fields">
                    {operation.changes.map((change) => (
                      <li key={`${change.where} ${change.name} ${change.kind}`}>
                        <span className="change-kind">{change.kind}</span> {change.where}{' '}
                        <code>{change.name}</code>
                        {change.detail ? `: ${change.detail}` : ''}
                        {change.breaking ? (
                          <>
                            {' '}
                            <BreakingBadge />
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </details>
    </section>
  );
}
