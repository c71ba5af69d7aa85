import Box from '@mui/material/Box';
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface SideNavItem {
  label: string;
  to: string;
  /** Set apart at the end (a danger zone). */
  tone?: 'danger';
}

/**
 * Links between the sections of a long settings page: a column beside the content on wide screens, a row that
 * scrolls sideways above it on narrow ones.
 */
export function SideNav({ label, items }: { label: string; items: readonly SideNavItem[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // In the narrow row the current section may sit beyond the right edge: bring it into view, sideways only.
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const { offsetLeft, offsetWidth } = current;
    if (offsetLeft < row.scrollLeft || offsetLeft + offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = offsetLeft - 16;
    }
  }, [pathname]);
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        ref={list}
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: { xs: 'row', lg: 'column' },
          gap: 0.25,
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: { xs: 'auto', lg: 'visible' },
          whiteSpace: 'nowrap',
          pb: { xs: 0.5, lg: 0 },
        }}
      >
        {items.map((item) => (
          <li key={item.to}>
            <Box
              component={NavLink}
              to={item.to}
              sx={(theme) => ({
                display: 'block',
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                fontSize: 14,
                fontWeight: 500,
                textDecoration: 'none',
                color:
                  item.tone === 'danger'
                    ? theme.vars?.palette.error.main
                    : theme.vars?.palette.text.secondary,
                '&:hover': {
                  bgcolor: theme.vars?.palette.action.hover,
                  color: theme.vars?.palette.text.primary,
                },
                '&[aria-current="page"]': {
                  bgcolor: theme.vars?.palette.action.selected,
                  color:
                    item.tone === 'danger'
                      ? theme.vars?.palette.error.main
                      : theme.vars?.palette.text.primary,
                  fontWeight: 600,
                },
                '&:focus-visible': {
                  outline: `2px solid ${theme.vars?.palette.primary.main}`,
                  outlineOffset: 1,
                },
              })}
            >
              {item.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
