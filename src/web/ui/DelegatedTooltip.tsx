import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** The attribute an element inside a `TooltipScope` names its tooltip with. */
const TOOLTIP_ATTRIBUTE = 'data-tooltip';
/** As MUI's Tooltip: a pointer passing over a button does not flash its tooltip. */
const ENTER_DELAY_MS = 100;

/** Props giving an element inside a `TooltipScope` its tooltip. */
export const tooltipProps = (title: string) => ({ [TOOLTIP_ATTRIBUTE]: title });

interface Shown {
  anchor: HTMLElement;
  title: string;
}

const anchorOf = (target: EventTarget | null, scope: HTMLElement): HTMLElement | null => {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLElement>(`[${TOOLTIP_ATTRIBUTE}]`);
  return anchor && scope.contains(anchor) ? anchor : null;
};

/** How the page was last used: focus that follows a key press shows a tooltip, focus that follows a click none. */
let lastInput: 'keyboard' | 'pointer' = 'pointer';
const onKey = () => (lastInput = 'keyboard');
const onPointer = () => (lastInput = 'pointer');
let listening = 0;
function listenForInput() {
  if (listening++ === 0) {
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('mousedown', onPointer, true);
  }
  return () => {
    if (--listening > 0) return;
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
    document.removeEventListener('mousedown', onPointer, true);
  };
}

/**
 * Whether focus came from the keyboard (a click focusing a button shows no tooltip, as with MUI's): the browser's
 * `:focus-visible`, or the last input a key press where an engine's heuristics say otherwise (jsdom's do).
 */
const focusVisible = (element: HTMLElement) => {
  if (lastInput === 'keyboard') return true;
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine that does not know the selector: show it.
    return true;
  }
};

/**
 * One tooltip for every element inside that has a `data-tooltip` (`tooltipProps`): it follows the hovered or
 * keyboard-focused element, reads its title from the attribute (and follows it when it changes, "Copied"), and
 * hides on Escape, as a MUI Tooltip per element would. A virtual table's rows mount dozens of buttons a scroll
 * frame; a Tooltip each cost a seventh of a frame's script. The scope is a plain block around what it holds; its
 * `sx`, set once, is where the rows inside may be styled by class name.
 */
export function TooltipScope({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const enterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelEnter = () => clearTimeout(enterTimer.current);
  const show = (anchor: HTMLElement) => {
    cancelEnter();
    setShown({ anchor, title: anchor.getAttribute(TOOLTIP_ATTRIBUTE) ?? '' });
  };
  const hide = () => {
    cancelEnter();
    setShown(null);
  };
  useEffect(() => {
    const stopListening = listenForInput();
    return () => {
      stopListening();
      cancelEnter();
    };
  }, []);

  // The title follows the element's attribute while shown ("Copy" → "Copied", "Reveal" → "Hide").
  const anchor = shown?.anchor;
  useEffect(() => {
    if (!anchor) return undefined;
    const observer = new MutationObserver(() => {
      if (anchor.hasAttribute(TOOLTIP_ATTRIBUTE))
        setShown({ anchor, title: anchor.getAttribute(TOOLTIP_ATTRIBUTE) ?? '' });
      else setShown(null);
    });
    observer.observe(anchor, { attributes: true, attributeFilter: [TOOLTIP_ATTRIBUTE] });
    return () => observer.disconnect();
  }, [anchor]);

  const onMouseOver = (event: MouseEvent<HTMLElement>) => {
    const hovered = anchorOf(event.target, event.currentTarget);
    if (!hovered || hovered === anchor) return;
    cancelEnter();
    // From one tooltip to the next, no delay.
    if (anchor) show(hovered);
    else enterTimer.current = setTimeout(() => show(hovered), ENTER_DELAY_MS);
  };
  const onMouseOut = (event: MouseEvent<HTMLElement>) => {
    const left = anchorOf(event.target, event.currentTarget);
    if (!left) return;
    // Moving between the parts of one button (its icon, its padding) is not leaving it.
    if (event.relatedTarget instanceof Node && left.contains(event.relatedTarget)) return;
    if (left === anchor && left === document.activeElement && focusVisible(left)) return;
    if (left === anchor || !anchor) hide();
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const focused = anchorOf(event.target, event.currentTarget);
    if (focused && focusVisible(focused)) show(focused);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (anchorOf(event.target, event.currentTarget) === anchor) hide();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && anchor) hide();
  };
  // A row scrolled out of the table takes its button away: the tooltip goes with it.
  const onScroll = () => {
    if (anchor && !anchor.isConnected) hide();
  };

  return (
    <Box
      sx={sx}
      onMouseOver={onMouseOver}
      onMouseOut={onMouseOut}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onScrollCapture={onScroll}
    >
      {children}
      <Tooltip
        title={shown?.title ?? ''}
        open={shown !== null && shown.title !== ''}
        onClose={hide}
        disableInteractive
        // The tooltip stands by the element it names; its own child is only what MUI's Tooltip needs to mount.
        slotProps={{ popper: { anchorEl: anchor ?? null } }}
      >
        <span aria-hidden style={{ display: 'none' }} />
      </Tooltip>
    </Box>
  );
}
