/** A malformed catalogue file: the message names the file and what is wrong with it. */
export class CatalogueError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'CatalogueError';
  }
}
