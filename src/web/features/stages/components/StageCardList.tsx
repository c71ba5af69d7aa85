import { useDndContext } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { Box } from '../../../ui/primitives';
import type { DragItem } from '../model/announcements';
import type { BoardCard } from '../model/board';

/** Where a card sits in a windowed list: given to the card's `li` so the list can place and measure it. */
export interface CardPlacement {
  index: number;
  setSize: number;
  /** Its offset from the list's top, which `style` moves it to. */
  start: number;
  style: CSSProperties;
  measureRef: (element: HTMLElement | null) => void;
}

/**
 * Whether two placements put a card at the same place. A scroll makes new placement objects for every card in view
 * on every frame; a card memoized with this comparison renders again only when its place changed.
 */
export function samePlacement(a: CardPlacement | undefined, b: CardPlacement | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.index === b.index && a.setSize === b.setSize && a.start === b.start && a.measureRef === b.measureRef
  );
}

/** `memo`'s comparison for a card's props: each the same, its placement at the same place. */
export function sameCardProps<Props extends { placement?: CardPlacement | undefined }>(
  previous: Props,
  next: Props,
): boolean {
  const keys = Object.keys(next) as (keyof Props)[];
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) =>
    key === 'placement'
      ? samePlacement(previous.placement, next.placement)
      : Object.is(previous[key], next[key]),
  );
}

export type RenderCard = (card: BoardCard, placement: CardPlacement | undefined) => ReactNode;

/**
 * A stage with this many cards or more renders only those in view (and a few either side), so a board of hundreds
 * of services costs about what one screen of cards costs. Shorter stages render every card.
 */
export const WINDOW_FROM_CARDS = 16;
// A card's height with and without its second line (its state or "Skipped"); each is measured once rendered.
const CARD_HEIGHT_ESTIMATE = { oneLine: 44, twoLines: 70 };
const CARD_GAP = 6;
const LIST_PADDING = 8;
const OVERSCAN = 2;

/** Asks a windowed stage to bring a card into view and focus its drag handle (after a move to a far place). */
export const REVEAL_CARD_EVENT = 'stage-board:reveal-card';

/** A stage's services, one `li` each: all of them, or on a wide screen in a long stage, those in view. */
export function StageCardList({
  cards,
  label,
  renderCard,
}: {
  cards: readonly BoardCard[];
  label: string;
  renderCard: RenderCard;
}) {
  const list = useRef<HTMLUListElement>(null);
  const scrolls = useScrollsOnItsOwn(list);
  const windowed = scrolls && cards.length >= WINDOW_FROM_CARDS;
  return (
    <Box
      component="ul"
      ref={list}
      aria-label={label}
      data-windowed={windowed || undefined}
      sx={{
        m: 0,
        p: `${LIST_PADDING}px`,
        display: 'flex',
        flexDirection: 'column',
        gap: `${CARD_GAP}px`,
        overflowY: { sm: 'auto' },
        position: 'relative',
      }}
    >
      {windowed ? (
        <WindowedCards list={list} cards={cards} renderCard={renderCard} />
      ) : (
        cards.map((card) => renderCard(card, undefined))
      )}
    </Box>
  );
}

function WindowedCards({
  list,
  cards,
  renderCard,
}: {
  list: RefObject<HTMLUListElement | null>;
  cards: readonly BoardCard[];
  renderCard: RenderCard;
}) {
  const { active } = useDndContext();
  const [focused, setFocused] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const indexOf = useCallback(
    (serviceId: string | null) => cards.findIndex((card) => card.serviceId === serviceId),
    [cards],
  );
  const dragged = active?.data.current as DragItem | undefined;
  const draggedIndex = dragged?.type === 'service' ? indexOf(dragged.serviceId) : -1;
  const focusedIndex = indexOf(focused);
  const revealedIndex = indexOf(revealed);
  const inView = useInView(list);

  // The cards in view (none while the stage is scrolled out of the board's sight), and besides them: the card being
  // dragged (the drag follows its node), the focused card and its neighbours (so Tab and Shift+Tab reach the next
  // card rather than leaving the stage), and a card asked for.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const wanted = new Set(inView ? defaultRangeExtractor(range) : []);
      for (const index of [draggedIndex, focusedIndex - 1, focusedIndex, focusedIndex + 1, revealedIndex]) {
        if (index >= 0 && index < range.count) wanted.add(index);
      }
      return [...wanted].sort((a, b) => a - b);
    },
    [inView, draggedIndex, focusedIndex, revealedIndex],
  );

  // The virtualizer hands out fresh measurements on every scroll; nothing here relies on memoizing around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => list.current,
    estimateSize: (index) => {
      const card = cards[index];
      return card?.state || card?.skipped ? CARD_HEIGHT_ESTIMATE.twoLines : CARD_HEIGHT_ESTIMATE.oneLine;
    },
    gap: CARD_GAP,
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
    overscan: OVERSCAN,
    getItemKey: (index) => cards[index]?.serviceId ?? index,
    rangeExtractor,
  });

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onFocus = (event: globalThis.FocusEvent) => setFocused(serviceIdOf(event.target));
    const onReveal = (event: Event) => setRevealed((event as CustomEvent<string>).detail);
    element.addEventListener('focusin', onFocus);
    element.addEventListener(REVEAL_CARD_EVENT, onReveal);
    return () => {
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener(REVEAL_CARD_EVENT, onReveal);
    };
  }, [list]);

  // Runs after every render until the card asked for is in the list and focused.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (revealedIndex < 0) return;
    virtualizer.scrollToIndex(revealedIndex, { align: 'auto' });
    const handle = list.current?.querySelector<HTMLElement>(
      `[data-service-id="${CSS.escape(cards[revealedIndex]!.serviceId)}"] [aria-roledescription="draggable service"]`,
    );
    if (handle) {
      handle.focus();
      setRevealed(null);
    }
  });

  return (
    <>
      {virtualizer.getVirtualItems().map((item) =>
        renderCard(cards[item.index]!, {
          index: item.index,
          setSize: cards.length,
          start: item.start,
          measureRef: virtualizer.measureElement,
          style: {
            position: 'absolute',
            top: 0,
            left: LIST_PADDING,
            right: LIST_PADDING,
            transform: `translateY(${item.start}px)`,
          },
        }),
      )}
      {/* The one card in the flow: gives the list its whole height, so it scrolls as if every card were there. */}
      <Box
        component="li"
        aria-hidden
        sx={{ visibility: 'hidden', flexShrink: 0 }}
        style={{ height: Math.max(0, virtualizer.getTotalSize() - 2 * LIST_PADDING) }}
      />
    </>
  );
}

const serviceIdOf = (target: EventTarget | null) =>
  target instanceof Element
    ? (target.closest('[data-service-id]')?.getAttribute('data-service-id') ?? null)
    : null;

/**
 * Whether the list scrolls by itself (a column on a wide screen) rather than growing with the page (a phone, or a
 * test page without layout): only then can it know which cards are in view.
 */
function useScrollsOnItsOwn(list: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () =>
      setScrolls(element.clientHeight > 0 && getComputedStyle(element).overflowY !== 'visible');
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return scrolls;
}

/** Whether any of the element shows on screen: a stage scrolled sideways out of the board's sight does not. */
function useInView(element: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
