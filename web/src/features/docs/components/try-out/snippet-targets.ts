import type { ClientId, TargetId } from 'httpsnippet-lite';

export interface SnippetTarget {
  key: string;
  label: string;
  target: TargetId;
  client: ClientId;
}

/** The cURL tab's target, also what 'Copy curl with my key' writes. */
export const curlTarget: SnippetTarget = {
  key: 'curl',
  label: 'cURL',
  target: 'shell',
  client: 'curl',
};

/** The languages offered, in tab order. */
export const snippetTargets: readonly SnippetTarget[] = [
  curlTarget,
  { key: 'javascript', label: 'JavaScript', target: 'javascript', client: 'fetch' },
  { key: 'node', label: 'Node', target: 'node', client: 'fetch' },
  { key: 'python', label: 'Python', target: 'python', client: 'requests' },
  { key: 'java', label: 'Java', target: 'java', client: 'okhttp' },
  { key: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient' },
  { key: 'go', label: 'Go', target: 'go', client: 'native' },
  { key: 'php', label: 'PHP', target: 'php', client: 'curl' },
];
