import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import WrapTextIcon from '@mui/icons-material/WrapText';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FilterChips } from '../FilterChips';
import { SearchBox } from '../table/SearchBox';
import { logLevels, type LogLevel } from './logView';

// Unselected, MUI's default grey (action.active) falls just under 4.5:1 on the page background; selected keeps its own.
const toggleSx = { py: 0.25, px: 1, textTransform: 'none', gap: 0.5, color: 'text.secondary' } as const;

const levelNames: Record<LogLevel, string> = { info: 'Info', warning: 'Warnings', error: 'Errors' };

export interface LogToolbarProps {
  label: string;
  search: string;
  onSearch: (value: string) => void;
  /** Index of the current match (-1 for none) and how many there are. */
  current: number;
  matchCount: number;
  onStep: (direction: 1 | -1) => void;
  levels: ReadonlySet<LogLevel>;
  levelCounts: Record<LogLevel, number>;
  onLevels: (levels: Set<LogLevel>) => void;
  wrap: boolean;
  onWrap: (wrap: boolean) => void;
  following: boolean;
  onFollow: (following: boolean) => void;
  onDownload: () => void;
  canDownload: boolean;
  extra?: ReactNode;
}

/** Search with next and previous, a filter by level, and the wrap, follow and download controls. */
export function LogToolbar(props: LogToolbarProps) {
  const { search, matchCount, current } = props;
  const counter =
    search.trim() === '' ? '' : matchCount === 0 ? 'No matches' : `${current + 1} of ${matchCount}`;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          props.onStep(event.shiftKey ? -1 : 1);
        }}
      >
        <Box sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: 0 }}>
          <SearchBox label={`Search ${props.label.toLowerCase()}`} value={search} onChange={props.onSearch} />
        </Box>
        <Typography
          variant="caption"
          role="status"
          sx={{
            color: 'text.secondary',
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
            px: counter ? 0.5 : 0,
          }}
        >
          {counter}
        </Typography>
        <Tooltip title="Previous match (Shift+Enter)">
          <span>
            <IconButton
              aria-label="Previous match"
              onClick={() => props.onStep(-1)}
              disabled={matchCount === 0}
            >
              <KeyboardArrowUpIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Next match (Enter)">
          <span>
            <IconButton aria-label="Next match" onClick={() => props.onStep(1)} disabled={matchCount === 0}>
              <KeyboardArrowDownIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <FilterChips
        label="Filter by level"
        options={logLevels.map((level) => ({
          value: level,
          label: levelNames[level],
          count: props.levelCounts[level],
        }))}
        selected={props.levels}
        onChange={props.onLevels}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          ml: { md: 'auto' },
          '& .MuiToggleButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        {props.extra}
        <ToggleButton
          value="wrap"
          size="small"
          selected={props.wrap}
          onChange={() => props.onWrap(!props.wrap)}
          sx={toggleSx}
        >
          <WrapTextIcon fontSize="small" />
          Wrap lines
        </ToggleButton>
        <ToggleButton
          value="follow"
          size="small"
          selected={props.following}
          onChange={() => props.onFollow(!props.following)}
          sx={toggleSx}
        >
          <VerticalAlignBottomIcon fontSize="small" />
          Follow
        </ToggleButton>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={props.onDownload}
          disabled={!props.canDownload}
        >
          Download
        </Button>
      </Stack>
    </Stack>
  );
}
