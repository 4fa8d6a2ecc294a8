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

/**
 * Whether a category is open to every signed-in partner (spec §6): one without access requests
 * (requestAccess false) needs no approval, so no request is ever filed or offered for it.
 */
export function isOpenCategory(category: { requestAccess: boolean }): boolean {
  return !category.requestAccess;
}
