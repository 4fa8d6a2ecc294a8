// The catalogue links to an application's details too: the paths live in lib/, shared.
export { applicationsPaths, createParam } from '../../lib/applications/applications-paths';
