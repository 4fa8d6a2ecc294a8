interface DocVersionSelectProps {
  versions: readonly string[];
  value: string;
  onChange: (version: string) => void;
}

/** The catalogue's version dropdown, the same markup (a feature may not import another's). */
export function DocVersionSelect({ versions, value, onChange }: DocVersionSelectProps) {
  return (
    <div className="field field--inline">
      <label htmlFor="doc-version-select">Version</label>
      <select
        id="doc-version-select"
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
