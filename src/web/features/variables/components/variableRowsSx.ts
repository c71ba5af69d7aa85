import { maskedValueRules } from '../../../ui/MaskedValue';
import { plainIconButtonRules } from '../../../ui/plainIconButton';
import type { Theme } from '../../../ui/primitives';
import { MONOSPACE_FONT } from '../../../ui/table/contentWidths';
import { KEY_SIZE, MOUNT_PATH_SIZE } from './VariableCells';
import { badgeColors } from './VariableTypeBadge';

const chipColors = [...new Set(Object.values(badgeColors))].filter((color) => color !== 'default');

/**
 * How the variables table's cells look, set once around the table: the cells are plain elements named by class
 * (`VariableCells`, `VariableTypeBadge`, `OverrideMark`, `PlainMaskedValue`), drawn as the MUI components they
 * were (a small outlined `Chip`, a small `IconButton`, `Typography`). Lengths are strings where an sx number would
 * count theme spacings (padding, margin) or shape radii (borderRadius).
 */
export const variableRowsSx = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  const monospace = { fontFamily: MONOSPACE_FONT, fontSize: KEY_SIZE } as const;
  const noWrap = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return {
    ...plainIconButtonRules(theme),
    ...maskedValueRules(theme),
    '& .variable-key-cell': { display: 'flex', alignItems: 'center', minWidth: 0 },
    '& .variable-key': {
      ...monospace,
      display: 'inline-flex',
      minWidth: 0,
      maxWidth: '100%',
      whiteSpace: 'nowrap',
      position: 'relative',
      fontWeight: 600,
      lineHeight: 1.43,
    },
    '& .variable-key-start': { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
    '& .variable-key-end': { flexShrink: 0 },
    '& .variable-mount-path': {
      ...theme.typography.caption,
      ...noWrap,
      fontFamily: MONOSPACE_FONT,
      fontSize: MOUNT_PATH_SIZE,
      color: palette.text.secondary,
      marginLeft: theme.spacing(1),
      minWidth: 0,
      flexShrink: 100,
    },
    // The key's copy button is smaller than the value's: 16 px icon, 4 px around it.
    '& .variable-key-copy': { display: 'inline-flex', flexShrink: 0, marginLeft: theme.spacing(0.25) },
    '& .variable-key-copy .plain-icon-button': { padding: '4px', fontSize: 16 },
    '& .variable-alias': {
      ...theme.typography.body2,
      ...monospace,
      ...noWrap,
      display: 'block',
      color: palette.text.secondary,
    },
    '& .variable-type': { display: 'inline-flex', alignItems: 'center' },
    // MUI's small outlined Chip at 22 px and 12 px text.
    '& .variable-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      height: 22,
      fontSize: 12,
      fontFamily: 'inherit',
      borderRadius: '16px',
      maxWidth: '100%',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      flexShrink: 0,
      backgroundColor: 'transparent',
      color: palette.text.primary,
      border: `1px solid ${theme.vars ? theme.vars.palette.Chip.defaultBorder : theme.palette.grey[theme.palette.mode === 'light' ? 400 : 700]}`,
    },
    ...Object.fromEntries(
      chipColors.map((color) => [
        `& .variable-chip[data-color="${color}"]`,
        { color: palette[color].main, border: `1px solid ${theme.alpha(palette[color].main, 0.7)}` },
      ]),
    ),
    '& .variable-chip-label': { ...noWrap, paddingLeft: '7px', paddingRight: '7px' },
    '& .variable-override-mark': { marginLeft: theme.spacing(0.75) },
    '& .variable-override-mark[data-kind="overridden"]': { borderStyle: 'dashed' },
  };
};
