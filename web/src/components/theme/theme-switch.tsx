import { setThemeChoice, themeChoices, type ThemeChoice } from './theme-store';
import { useThemeChoice } from './use-theme';

const labels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

const icons: Record<ThemeChoice, string> = {
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
  light:
    'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
};

const next = (choice: ThemeChoice): ThemeChoice =>
  themeChoices[(themeChoices.indexOf(choice) + 1) % themeChoices.length] ?? 'system';

/**
 * The header's theme switch: one round button stepping System → Light → Dark; its icon (screen,
 * sun, moon), its name and its tooltip show the current choice (System follows the device).
 */
export function ThemeSwitch() {
  const choice = useThemeChoice();
  return (
    <button
      type="button"
      className="theme-switch"
      title={`Colour theme: ${labels[choice]}. Switch to ${labels[next(choice)]}`}
      onClick={() => setThemeChoice(next(choice))}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d={icons[choice]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{`Theme: ${labels[choice]}`}</span>
    </button>
  );
}
