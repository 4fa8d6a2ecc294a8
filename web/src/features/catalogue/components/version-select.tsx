interface VersionSelectProps {
  versions: readonly string[];
  value: string;
  onChange: (version: string) => void;
}

export function VersionSelect({ versions, value, onChange }: VersionSelectProps) {
  return (
    <div className="field field--inline">
      <label htmlFor="version-select">Version</label>
      <select
        id="version-select"
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
