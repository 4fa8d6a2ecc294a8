import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setThemeChoice, themeStorageKey } from './theme-store';
import { ThemeSwitch } from './theme-switch';

afterEach(() => setThemeChoice('system'));

describe('ThemeSwitch', () => {
  it('steps System → Light → Dark → System, naming the choice and applying it', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    const button = screen.getByRole('button', { name: 'Theme: System' });

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
    expect(document.documentElement.dataset.theme).toBe('light');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    expect(window.localStorage.getItem(themeStorageKey)).toBeNull();
  });

  it('starts from the stored choice', () => {
    window.localStorage.setItem(themeStorageKey, 'dark');
    render(<ThemeSwitch />);
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toHaveAttribute(
      'title',
      'Colour theme: Dark. Switch to System',
    );
  });
});
