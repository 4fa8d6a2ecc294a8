import { describe, expect, it } from 'vitest';
import { overlapWindowText } from './key-rotation';

describe('the overlap window as the dialogs say it', () => {
  it('counts hours, one in the singular', () => {
    expect(overlapWindowText(24)).toBe('24 hours');
    expect(overlapWindowText(1)).toBe('1 hour');
  });
});
