import type { Theme } from '@mui/material/styles';

/** Where a virtual table's body row height is read from (set on the table element: 44 px, more when stacked). */
export const ROW_HEIGHT_PROPERTY = '--virtual-row-height';

/**
 * How a virtual table's body rows look, set once on the table: rows and cells are plain elements with no style of
 * their own, as the log viewer's lines are. A `TableRow` and a `TableCell` per cell had emotion work out each
 * cell's style again on every mount (about two hundred cells a screen), which cost more of a scroll frame than the
 * rows' content. The rules are MUI's small body cell and hoverable row, with no vertical padding: every row is
 * exactly as high as the virtualizer places it, whatever its cells hold (a chip, buttons, plain text).
 */
export const virtualRowsSx = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& tr[data-row]': {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      height: `var(${ROW_HEIGHT_PROPERTY})`,
      '&:hover': { backgroundColor: palette.action.hover },
    },
    '& td[data-cell]': {
      typography: 'body2',
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.vars ? theme.vars.palette.TableCell.border : palette.divider}`,
      textAlign: 'left',
      color: palette.text.primary,
      padding: '0 16px',
      height: `var(${ROW_HEIGHT_PROPERTY})`,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& td[data-cell="right"]': { textAlign: 'right', flexDirection: 'row-reverse' },
    // The row's buttons are never cut.
    '& td[data-cell="actions"]': { textAlign: 'right', flexDirection: 'row-reverse', overflow: 'visible' },
    // On a phone: the primary column's content with the stacked columns under it.
    '& .stacked-cell': { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
    '& .stacked-primary': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .stacked-inline': {
      display: 'flex',
      flexDirection: 'row',
      gap: theme.spacing(1),
      alignItems: 'center',
      minWidth: 0,
      overflow: 'hidden',
    },
    '& .stacked-field': {
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      display: 'flex',
      alignItems: 'center',
      flexShrink: 1,
    },
    '& .stacked-field[data-keep-whole]': { minWidth: 'auto', flexShrink: 0 },
  };
};
