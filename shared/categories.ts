/** The eight API categories of spec §1. */
export const categoryNames = [
  'Customer',
  'Partner',
  'Presales',
  'Sales',
  'Operations',
  'General',
  'OCR',
  'Parking Management',
] as const;
export type CategoryName = (typeof categoryNames)[number];

export function isCategoryName(value: string): value is CategoryName {
  return (categoryNames as readonly string[]).includes(value);
}
