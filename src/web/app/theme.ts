import { createTheme } from '@mui/material/styles';

const fontFamily =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Calm and dense: small controls, quiet surfaces, one accent. Both schemes are defined so the mode can follow the
 * system or be chosen; colours keep WCAG AA contrast on their backgrounds.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        // White or black text on coloured surfaces (filled alerts, buttons) must reach WCAG AA.
        contrastThreshold: 4.5,
        primary: { main: '#3b5bdb' },
        error: { main: '#c92a2a' },
        warning: { main: '#a64b00' },
        success: { main: '#2b7a3b' },
        info: { main: '#1c6bb0' },
        background: { default: '#f6f7f9', paper: '#ffffff' },
        text: { primary: '#1f2328', secondary: '#57606a' },
        divider: '#d8dee4',
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#91a7ff' },
        error: { main: '#ff8787' },
        warning: { main: '#ffc078' },
        success: { main: '#8ce99a' },
        info: { main: '#74c0fc' },
        background: { default: '#0f1117', paper: '#171a21' },
        text: { primary: '#e6e8eb', secondary: '#a3aab4' },
        divider: '#2c313a',
      },
    },
  },
  focusVisible: true,
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    fontSize: 14,
    h1: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
    h3: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
    body2: { fontSize: '0.875rem' },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiButton: { defaultProps: { size: 'small', disableElevation: true } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiChip: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        head: ({ theme }) => ({
          fontWeight: 600,
          color: theme.vars.palette.text.secondary,
          backgroundColor: theme.vars.palette.background.default,
          whiteSpace: 'nowrap',
        }),
        root: { paddingTop: 10, paddingBottom: 10 },
      },
    },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    // An unselected toggle's text, MUI's faint action colour, falls under 4.5:1 on the page's grey background.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&:not(.Mui-selected):not(.Mui-disabled)': { color: theme.vars.palette.text.secondary },
        }),
      },
    },
    // A disabled field's helper text still says something people need (why it cannot change): it keeps its contrast.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-disabled:not(.Mui-error)': { color: theme.vars.palette.text.secondary },
        }),
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.125rem', fontWeight: 600 } } },
  },
});
