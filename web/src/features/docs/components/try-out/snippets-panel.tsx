import { useWatch, type Control } from 'react-hook-form';
import type { DocOperation } from '../../../../../../shared/docs/doc-model';
import { snippetRequest } from './snippet-request';
import { SnippetTabs, SnippetsToggle } from './snippet-tabs';
import type { TryOutValues } from './try-out-values';

interface SnippetsPanelProps {
  control: Control<TryOutValues>;
  baseUrl: string;
  operation: DocOperation;
}

/** Code snippets of the request as filled in, one tab per language, each with a copy button. */
export function SnippetsPanel(props: SnippetsPanelProps) {
  return <SnippetsToggle>{() => <WatchedSnippets {...props} />}</SnippetsToggle>;
}

/** Follows the form only while the panel is open. */
function WatchedSnippets({ control, baseUrl, operation }: SnippetsPanelProps) {
  const [params, body, fields, files] = useWatch({
    control,
    name: ['params', 'body', 'fields', 'files'],
  });
  const request = snippetRequest(baseUrl, operation, {
    params,
    body,
    fields,
    files,
    subscription: '',
    token: '',
  });
  return <SnippetTabs request={request} />;
}
