interface VersionSelectProps {
  versions: readonly string[];
  value: string;
  onChange: (version: string) => void;
  /** The select's id (one per page). */
  id?: string;
}

/** A service's version dropdown (the catalogue's service page, the documentation page). */
export function VersionSelect({
  versions,
  value,
  onChange,
  id = 'version-select',
}: VersionSelectProps) {
  return (
    <div className="field field--inline">
      <label htmlFor={id}>Version</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </div>
  );
}
