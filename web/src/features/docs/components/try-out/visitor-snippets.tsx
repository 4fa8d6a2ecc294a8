import type { DocOperation } from '../../../../../../shared/docs/doc-model';
import { snippetRequest } from './snippet-request';
import { SnippetTabs, SnippetsToggle } from './snippet-tabs';
import { exampleValues } from './try-out-values';
import { maskedHost } from '../../request-url';

/** A host the generator's URL parser keeps as is, put where the masked one goes. */
const standIn = 'masked-host.invalid';

interface VisitorSnippetsProps {
  /** The product API's base as the page shows it: masked for visitors. */
  baseUrl: string;
  operation: DocOperation;
}

/**
 * Code snippets for those who may not try out (visitors, partners without the category's
 * access): the operation's example request on the request URL as the page shows it.
 */
export function VisitorSnippets({ baseUrl, operation }: VisitorSnippetsProps) {
  return (
    <SnippetsToggle>
      {() => (
        <SnippetTabs
          request={snippetRequest(
            baseUrl.replace(maskedHost, standIn),
            operation,
            exampleValues(operation),
          )}
          // The host masked, and a path parameter without an example left as its {name}.
          shownAs={(code) =>
            code.replaceAll(standIn, maskedHost).replaceAll('%7B', '{').replaceAll('%7D', '}')
          }
        />
      )}
    </SnippetsToggle>
  );
}
