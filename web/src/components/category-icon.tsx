import type { ReactNode } from 'react';

/** Simple line icons for the categories; chosen by the icon name, then the category name. */
const shapes: Record<string, ReactNode> = {
  car: (
    <>
      <path d="M3 13l2-5a2 2 0 0 1 1.9-1.3h10.2A2 2 0 0 1 19 8l2 5v4h-2" />
      <path d="M5 17H3v-4h18" />
      <circle cx="7.5" cy="17" r="1.8" />
      <circle cx="16.5" cy="17" r="1.8" />
      <path d="M9.3 17h5.4" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>
  ),
  gear: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  grid: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </>
  ),
  scan: (
    <>
      <path d="M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5" />
      <path d="M7 9h10M7 12h10M7 15h6" />
    </>
  ),
  parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M9.5 17V7h3.5a3 3 0 0 1 0 6H9.5" />
    </>
  ),
};

const keywords: [RegExp, keyof typeof shapes][] = [
  [/park/, 'parking'],
  [/ocr|scan|document/, 'scan'],
  [/partner|link|handshake/, 'link'],
  [/sale|tag|price/, 'tag'],
  [/operation|cog|gear|setting/, 'gear'],
  [/customer|user|person|people/, 'person'],
  [/car|vehicle/, 'car'],
  [/general|grid|apps/, 'grid'],
];

function shapeFor(icon: string, name: string): ReactNode | undefined {
  for (const text of [icon, name]) {
    const lowered = text.toLowerCase();
    if (shapes[lowered]) return shapes[lowered];
    const match = keywords.find(([pattern]) => pattern.test(lowered));
    if (match) return shapes[match[1]];
  }
  return undefined;
}

export function CategoryIcon({ icon, name }: { icon: string; name: string }) {
  const shape = shapeFor(icon, name);
  return (
    <span className="category-icon" aria-hidden="true">
      {shape ? (
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {shape}
        </svg>
      ) : (
        <span className="category-icon__letter">{name.charAt(0).toUpperCase()}</span>
      )}
    </span>
  );
}
