import { describe, expect, it } from 'vitest';
import { figureLines, figureOutput, figuresJson, type Writable } from './figure-output';

function capture(): Writable & { text: () => string } {
  const chunks: string[] = [];
  return {
    write: (chunk) => chunks.push(String(chunk)) > 0,
    text: () => chunks.join(''),
  };
}

describe('figure formats', () => {
  it('prints one name: value per line', () => {
    expect(figureLines({ 'api search p95 ms': 12.5, 'lighthouse / seo': 100 })).toBe(
      'api search p95 ms: 12.5\nlighthouse / seo: 100',
    );
  });

  it('prints one JSON object of the same figures', () => {
    const figures = { 'api search p95 ms': 12.5, 'dynamodb scans on request paths': 0 };
    expect(JSON.parse(figuresJson(figures))).toEqual(figures);
  });
});

describe('figureOutput', () => {
  it('prints lines as the figures come, by default', () => {
    const out = capture();
    const err = capture();
    const output = figureOutput([], out, err);
    output.print({ a: 1 });
    output.print({});
    output.print({ b: 2.5 });
    output.finish();
    expect(out.text()).toBe('a: 1\nb: 2.5\n');
    expect(err.text()).toBe('');
  });

  it('with --json, prints one object at the end and sends other output to stderr', () => {
    const out = capture();
    const err = capture();
    const output = figureOutput(['--json'], out, err);
    output.print({ a: 1 });
    out.write('a log line\n');
    output.print({ b: 2.5, a: 3 });
    expect(out.text()).toBe('');
    output.finish();
    expect(JSON.parse(out.text())).toEqual({ a: 3, b: 2.5 });
    expect(err.text()).toBe('a log line\n');
    out.write('after\n');
    expect(out.text().endsWith('after\n')).toBe(true);
  });
});
