/** The bench's figures: name → value, printed in the order they were measured. */
export type Figures = Record<string, number>;

/** `name: value` per line, the bench's default output. */
export function figureLines(figures: Figures): string {
  return Object.entries(figures)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** One JSON object of every figure (`npm run bench -- --json`). */
export function figuresJson(figures: Figures): string {
  return JSON.stringify(figures, null, 2);
}

export interface FigureOutput {
  print(figures: Figures): void;
  /** Prints the JSON object, in JSON mode; nothing in line mode. */
  finish(): void;
}

/** What the output writes to: process.stdout and process.stderr. */
export interface Writable {
  write(chunk: string | Uint8Array): boolean;
}

/**
 * Lines as each group of figures is measured, or with `--json` one object at the end. In JSON
 * mode anything else written to stdout meanwhile (the local functions' logs) goes to stderr, so
 * stdout holds the object alone.
 */
export function figureOutput(
  argv: readonly string[],
  stdout: Writable = process.stdout,
  stderr: Writable = process.stderr,
): FigureOutput {
  const write = stdout.write.bind(stdout);
  if (!argv.includes('--json')) {
    return {
      print: (figures) => {
        if (Object.keys(figures).length > 0) write(`${figureLines(figures)}\n`);
      },
      finish: () => undefined,
    };
  }
  const original = stdout.write;
  stdout.write = (chunk) => stderr.write(chunk);
  const all: Figures = {};
  return {
    print: (figures) => void Object.assign(all, figures),
    finish: () => {
      stdout.write = original;
      write(`${figuresJson(all)}\n`);
    },
  };
}
