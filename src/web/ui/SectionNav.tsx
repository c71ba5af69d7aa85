import Box from '@mui/material/Box';
import { NavLink } from 'react-router';

/** Links between the sections of one page (settings), looking like tabs and marking the current one. */
export function SectionNav({
  label,
  items,
}: {
  label: string;
  items: readonly { label: string; to: string }[];
}) {
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Box component="ul" sx={{ display: 'flex', gap: 3, m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.to}>
            <Box
              component={NavLink}
              to={item.to}
              sx={(theme) => ({
                display: 'inline-block',
                py: 1.25,
                fontSize: 14,
                fontWeight: 500,
                color: theme.vars?.palette.text.secondary,
                textDecoration: 'none',
                borderBottom: '2px solid transparent',
                mb: '-1px',
                '&:hover': { color: theme.vars?.palette.text.primary },
                '&[aria-current="page"]': {
                  color: theme.vars?.palette.primary.main,
                  borderBottomColor: theme.vars?.palette.primary.main,
                },
                '&:focus-visible': {
                  outline: `2px solid ${theme.vars?.palette.primary.main}`,
                  outlineOffset: 2,
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
