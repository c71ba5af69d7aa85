import type { Theme } from '@mui/material/styles';

/** The class of a plain `<button>` drawn as MUI's small `IconButton` by `plainIconButtonRules`. */
export const PLAIN_ICON_BUTTON = 'plain-icon-button';

/**
 * MUI's small `IconButton` (30 px round, the icon at 20 px in the action colour) as rules set once on a container,
 * for buttons that are plain elements: a table's rows mount dozens a scroll frame, and each `IconButton` had emotion
 * work out its style and mounted a ripple. Keyboard focus shows as the focus ripple's resting shade.
 */
export const plainIconButtonRules = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${PLAIN_ICON_BUTTON}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      backgroundColor: 'transparent',
      outline: 0,
      border: 0,
      margin: 0,
      borderRadius: '50%',
      // Lengths as strings: an sx number for padding counts theme spacings.
      padding: '5px',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(20),
      color: palette.action.active,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: theme.alpha(palette.action.active, palette.action.hoverOpacity) },
      '&:focus-visible': { backgroundColor: theme.alpha(palette.action.active, palette.action.focusOpacity) },
    },
    '& .plain-icon': {
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      userSelect: 'none',
    },
  };
};
