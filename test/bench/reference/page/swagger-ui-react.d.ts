/** swagger-ui-react 5 ships no types; the bench's page passes only the document's URL. */
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  const SwaggerUI: ComponentType<{ url?: string; spec?: object }>;
  export default SwaggerUI;
}
