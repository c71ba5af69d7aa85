import { useState } from 'react';

const STORAGE_KEY = 'stage-board:fold-empty';

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether empty stages are folded to a narrow strip; the choice is kept in this browser for every board. */
export function useFoldEmptyStages(): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(stored);
  const set = (next: boolean) => {
    setFolded(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
  };
  return [folded, set];
}
