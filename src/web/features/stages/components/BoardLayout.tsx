import type { ReactNode, Ref } from 'react';
import { Box } from '../../../ui/primitives';

/**
 * The stages side by side in deployment order, scrolling sideways when they do not fit, each as tall as the screen
 * allows with its own services scrolling under its header; on a phone, one under another.
 */
export function BoardLayout({
  label,
  children,
  boardRef,
}: {
  label: string;
  children: ReactNode;
  boardRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Box
      ref={boardRef}
      role="region"
      aria-label={label}
      sx={{
        '--stage-board-height': 'max(360px, min(calc(100vh - 220px), 760px))',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 1.5,
        overflowX: { sm: 'auto' },
        // The containing block of the cards' visually hidden text, which would otherwise widen the whole page by
        // the columns scrolled out of view.
        position: 'relative',
        // Room for the scrollbar under the columns, and for a dragged column's outline.
        pb: { sm: 1 },
        overscrollBehaviorX: 'contain',
      }}
    >
      {children}
    </Box>
  );
}
