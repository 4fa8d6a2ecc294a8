import { mobileCountryCode } from '../../../../shared/schemas/mobile-schema';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** '1 October 2026', or 'Not recorded' when the stored value is missing or not a date. */
export function formatProfileDate(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : 'Not recorded';
}

/** The stored 10 digits after the fixed '+91' prefix. */
export function formatMobile(value: string): string {
  if (!value) return 'Not recorded';
  return value.startsWith('+') ? value : `${mobileCountryCode} ${value}`;
}

/** Shows the success toast (sonner loads on first use, as the error toast does). */
export function showProfileSaved(): void {
  void import('sonner').then(({ toast }) => {
    toast.success('Profile updated', { description: 'Your profile has been updated.' });
  });
}
