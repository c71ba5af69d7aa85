// Layout and text primitives nearly every page uses; features never import MUI themselves.
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Chip } from '@mui/material/Chip';
export { default as Divider } from '@mui/material/Divider';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as Tooltip } from '@mui/material/Tooltip';
export { default as Typography } from '@mui/material/Typography';
export type { SxProps, Theme } from '@mui/material/styles';
