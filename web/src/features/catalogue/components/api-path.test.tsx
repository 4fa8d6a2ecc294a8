import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiPath, pathPieces } from './api-path';

describe('API path', () => {
  it('cuts a path only after its slashes', () => {
    expect(pathPieces('/v2/vehicles/{vin}/status')).toEqual([
      '/',
      'v2/',
      'vehicles/',
      '{vin}/',
      'status',
    ]);
    expect(pathPieces('/v1/lots/')).toEqual(['/', 'v1/', 'lots/']);
    expect(pathPieces('status')).toEqual(['status']);
  });

  it('reads as the whole path, with a break chance after each slash and nowhere else', () => {
    const { container } = render(<ApiPath path="/v1/documents/registration-certificate" />);
    const code = screen.getByText(
      (_, element) =>
        element?.tagName === 'CODE' &&
        element.textContent === '/v1/documents/registration-certificate',
    );
    expect(code).toBeVisible();
    const breaks = container.querySelectorAll('wbr');
    expect(breaks).toHaveLength(3);
    for (const wbr of breaks) {
      expect(wbr.previousSibling?.textContent?.endsWith('/')).toBe(true);
    }
  });
});
