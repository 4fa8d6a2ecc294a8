export function MethodPill({ method }: { method: string }) {
  return <span className={`method-pill method-pill--${method.toLowerCase()}`}>{method}</span>;
}
