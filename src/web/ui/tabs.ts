export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
