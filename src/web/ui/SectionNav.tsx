import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

/** Which ends of a sideways-scrolling element hide more of it. */
function useHiddenEdges(element: RefObject<HTMLElement | null>): { start: boolean; end: boolean } {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const update = () => {
      const start = target.scrollLeft > 1;
      const end = target.scrollLeft + target.clientWidth < target.scrollWidth - 1;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    update();
    target.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(target);
    return () => {
      target.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [element]);
  return edges;
}

const FADE = '32px';

/** Links between the sections of one page (settings), looking like tabs and marking the current one. */
export function SectionNav({
  label,
  items,
}: {
  label: string;
  /** `end` marks an item current on its own path only, not on the paths below it (an overview). */
  items: readonly { label: string; to: string; end?: boolean }[];
}) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const hidden = useHiddenEdges(list);
  // On a narrow screen the current section may sit beyond the right edge: bring it into view, sideways only.
  useLayoutEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list.current && current) {
      const { offsetLeft, offsetWidth } = current;
      const { scrollLeft, clientWidth } = list.current;
      if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) {
        list.current.scrollLeft = offsetLeft - 16;
      }
    }
  }, [pathname]);
  const scrollBy = (direction: 1 | -1) => {
    const target = list.current;
    target?.scrollBy?.({ left: direction * target.clientWidth * 0.75, behavior: 'smooth' });
  };
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 3, position: 'relative' }}>
      {/* Narrow screens scroll the sections sideways rather than wrap them, with no scrollbar (a finger swipes, the
          buttons at an edge hiding more scroll a page, the keyboard brings each link into view as it takes the
          focus); the divider is drawn inside the list so that the current section's underline covers it without
          overflowing the scroll area. */}
      <Box
        component="ul"
        ref={list}
        sx={(theme) => ({
          display: 'flex',
          gap: 3,
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          // The offsets of the links are measured from the list.
          position: 'relative',
          whiteSpace: 'nowrap',
          boxShadow: `inset 0 -1px 0 ${theme.vars?.palette.divider}`,
          // Sections beyond an edge fade out there, so that a wide window with a narrow page still shows more.
          maskImage: `linear-gradient(to right, ${hidden.start ? 'transparent' : 'black'}, black ${FADE}, black calc(100% - ${FADE}), ${hidden.end ? 'transparent' : 'black'})`,
        })}
      >
        {items.map((item) => (
          <li key={item.to}>
            <Box
              component={NavLink}
              to={item.to}
              end={item.end}
              sx={(theme) => ({
                display: 'inline-block',
                py: 1.25,
                fontSize: 14,
                fontWeight: 500,
                color: theme.vars?.palette.text.secondary,
                textDecoration: 'none',
                borderBottom: '2px solid transparent',
                '&:hover': { color: theme.vars?.palette.text.primary },
                '&[aria-current="page"]': {
                  color: theme.vars?.palette.primary.main,
                  borderBottomColor: theme.vars?.palette.primary.main,
                },
                '&:focus-visible': {
                  outline: `2px solid ${theme.vars?.palette.primary.main}`,
                  // Inside the link: the scrolling list would clip an outline drawn around it.
                  outlineOffset: -2,
                },
              })}
            >
              {item.label}
            </Box>
          </li>
        ))}
      </Box>
      {hidden.start ? <ScrollButton direction={-1} onClick={() => scrollBy(-1)} /> : null}
      {hidden.end ? <ScrollButton direction={1} onClick={() => scrollBy(1)} /> : null}
    </Box>
  );
}

/**
 * Scrolls the sections a page sideways. Pointer users' alone: keyboard users reach every link with Tab, which
 * brings it into view, so the button takes no focus and assistive technology skips it.
 */
function ScrollButton({ direction, onClick }: { direction: 1 | -1; onClick: () => void }) {
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-hidden
      title={direction < 0 ? 'Scroll back' : 'Scroll on'}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        ...(direction < 0 ? { left: -4 } : { right: -4 }),
        bgcolor: 'background.paper',
        boxShadow: 1,
        p: 0.25,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {direction < 0 ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );
}
