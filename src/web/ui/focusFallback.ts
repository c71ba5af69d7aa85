import { useLayoutEffect, useRef } from 'react';

/** Where the focus goes when the control holding it can no longer keep it (e.g. the status the action changed). */
export type FocusFallback = () => HTMLElement | null | undefined;

/**
 * Whether the focus has fallen to the page: on nothing, on the body, on a control since disabled or removed, or
 * still inside what is closing (a dialog that could not give it back: it goes to the page once the dialog is gone).
 */
export function focusIsLost(closing?: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (closing?.contains(active)) return true;
  return active instanceof HTMLButtonElement && active.disabled;
}

/** Puts the focus on the fallback when it has fallen to the page; keyboard users carry on from there. */
export function refocusIfLost(fallback: FocusFallback | undefined, closing?: Element | null): void {
  if (!fallback || !focusIsLost(closing)) return;
  fallback()?.focus({ preventScroll: true });
}

/**
 * A button that gets disabled while it has the focus (its action is now under way) drops it to the page: this hands
 * the focus to the fallback instead. Returns the props that follow the button's focus.
 */
export function useFocusFallbackWhenDisabled(disabled: boolean, fallback: FocusFallback | undefined) {
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (!disabled || !focused.current || !fallback) return;
    focused.current = false;
    fallback()?.focus({ preventScroll: true });
  }, [disabled, fallback]);
  return {
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
    },
  };
}
