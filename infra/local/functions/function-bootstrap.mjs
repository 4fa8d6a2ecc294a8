// A function's worker thread starts here. Workers inherit no module loader from the host (tsx
// under `npm start`, vite's under vitest), so each registers tsx's to run the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./function-worker.ts');
