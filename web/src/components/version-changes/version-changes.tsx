import { useId } from 'react';
import type {
  FieldChange,
  OperationChange,
  OperationRef,
  VersionChanges,
} from '../../../../shared/docs/doc-model';
import { MethodPill } from '../method-pill';
import './version-changes.css';

/** A longer list of changes that break nothing starts folded; breaking ones never fold. */
const foldAbove = 5;

function BreakingBadge() {
  return <span className="breaking-badge">Breaking</span>;
}

function OperationLine({ operation }: { operation: OperationRef }) {
  return (
    <>
      <MethodPill method={operation.method} /> <strong>{operation.displayName}</strong>{' '}
      <code className="version-changes__path">{operation.path}</code>
    </>
  );
}

function OperationList({
  operations,
  breaking,
}: {
  operations: OperationRef[];
  breaking: boolean;
}) {
  return (
    <ul className="change-list">
      {operations.map((operation) => (
        <li key={operation.name}>
          <OperationLine operation={operation} />
          {breaking ? (
            <>
              {' '}
              <BreakingBadge />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ChangedList({ operations }: { operations: OperationChange[] }) {
  return (
    <ul className="change-list">
      {operations.map((operation) => (
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
  );
}

/** The changed operations keeping only the field changes `keep` picks (operations left empty go). */
function pick(operations: OperationChange[], keep: (change: FieldChange) => boolean) {
  return operations
    .map((operation) => ({ ...operation, changes: operation.changes.filter(keep) }))
    .filter((operation) => operation.changes.length > 0);
}

const countOf = (operations: OperationChange[]) =>
  operations.reduce((sum, operation) => sum + operation.changes.length, 0);

/**
 * 'What changed in <version>': the breaking changes first, always in sight (removed operations,
 * changed ones that break callers), then the rest (added operations, compatible changes), folded
 * when there are many.
 */
export function VersionChangesSection({
  version,
  changes,
}: {
  version: string;
  changes: VersionChanges;
}) {
  const headingId = useId();
  const breakingChanged = pick(changes.changed, (change) => change.breaking);
  const otherChanged = pick(changes.changed, (change) => !change.breaking);
  const others = changes.added.length + countOf(otherChanged);
  const hasBreaking = changes.removed.length > 0 || breakingChanged.length > 0;
  return (
    <section className="doc-section version-changes" aria-labelledby={headingId}>
      <h2 id={headingId}>What changed in {version}</h2>
      <p className="version-changes__lead">
        Compared with {changes.from}. {changes.breaking ? <BreakingBadge /> : null}
        {changes.breaking
          ? ' Existing callers may need changes.'
          : ' Nothing breaks existing callers.'}
      </p>
      {changes.removed.length > 0 ? (
        <>
          <h3>Removed operations</h3>
          <OperationList operations={changes.removed} breaking />
        </>
      ) : null}
      {breakingChanged.length > 0 ? (
        <>
          <h3>Breaking changes to operations</h3>
          <ChangedList operations={breakingChanged} />
        </>
      ) : null}
      {others > 0 ? (
        <details open={others < foldAbove}>
          <summary>
            {others} {hasBreaking ? 'other ' : ''}
            {others === 1 ? 'change that breaks' : 'changes that break'} nothing
          </summary>
          {changes.added.length > 0 ? (
            <>
              <h3>Added operations</h3>
              <OperationList operations={changes.added} breaking={false} />
            </>
          ) : null}
          {otherChanged.length > 0 ? (
            <>
              <h3>Compatible changes to operations</h3>
              <ChangedList operations={otherChanged} />
            </>
          ) : null}
        </details>
      ) : null}
    </section>
  );
}
