/** An example, pretty-printed: JSON indented by two spaces, text as it is. */
export function formatExample(example: unknown): string {
  if (typeof example === 'string') return example;
  return JSON.stringify(example, null, 2) ?? String(example);
}

export function CodeBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <pre className="code-block" aria-label={label}>
      <code>{formatExample(value)}</code>
    </pre>
  );
}
