/** The bench's reference page: the OpenAPI document beside it, as swagger-ui-react renders it. */
import { createRoot } from 'react-dom/client';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<SwaggerUI url="./openapi.json" />);
