type StorageName = 'localStorage' | 'sessionStorage';

/** Whether a flag is set; false when the browser refuses storage. */
export function hasFlag(storage: StorageName, key: string): boolean {
  try {
    return window[storage].getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Sets a flag; a refused storage only loses the memory of it. */
export function setFlag(storage: StorageName, key: string): void {
  try {
    window[storage].setItem(key, '1');
  } catch {
    // storage refused (private mode, quota): the notice still closes for this page view
  }
}

/** A content item's identity for remembering it: an edited item counts as new. */
export const noticeKey = (prefix: string, item: { id: string; updatedAt: string }) =>
  `marque.${prefix}.${item.id}.${item.updatedAt}`;
