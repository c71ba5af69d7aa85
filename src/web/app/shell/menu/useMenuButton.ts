import { useId, useState, type MouseEvent } from 'react';
import { lazyWithPreload } from '../../../ui/lazyWithPreload';

export const LazyMenuPopup = lazyWithPreload(async () => (await import('./MenuPopup')).default);

/** State and ARIA wiring of a button that opens a menu. */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The popup stays mounted after the first opening, so it can animate closed.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return {
    opened,
    popup: { id: menuId, anchor, onClose: () => setAnchor(null) },
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      'aria-controls': anchor ? menuId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setAnchor(event.currentTarget);
        setOpened(true);
      },
      onPointerEnter: () => void LazyMenuPopup.preload(),
      onFocus: () => void LazyMenuPopup.preload(),
    },
  };
}
