import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import type { Weekday } from '../../../contract';
import { fieldSentence } from '../errors';
import { GRID_DAYS, runningCells, withDayToggled, withHours, type WeekSchedule } from '../weekSchedule';

export interface WeekScheduleFieldProps {
  label: string;
  helperText?: string;
  disabled?: boolean;
}

const dayName = (day: Weekday) => day.charAt(0) + day.slice(1).toLowerCase();
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface Anchor {
  day: number;
  hour: number;
}

/**
 * The `start_time`, `stop_time` and `weekdays` of the surrounding <Form> as a week grid (a row per day, a column per
 * hour, filled where it runs). Dragging over hours of a day, or pressing Enter on a first hour and again on a last
 * (arrows move between hours), makes those the hours it runs and adds the day; a day's name toggles the day.
 */
export function WeekScheduleField({ label, helperText, disabled }: WeekScheduleFieldProps) {
  const start = useController({ name: 'start_time' });
  const stop = useController({ name: 'stop_time' });
  const days = useController({ name: 'weekdays' });
  const schedule: WeekSchedule = {
    start_time: String(start.field.value ?? '08:00'),
    stop_time: String(stop.field.value ?? '19:00'),
    weekdays: (days.field.value ?? []) as Weekday[],
  };
  const locked = disabled || start.field.disabled;
  const [focus, setFocus] = useState<Anchor>({ day: 0, hour: 8 });
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helperId = useId();
  const cells = runningCells(schedule);
  const error = start.fieldState.error ?? stop.fieldState.error ?? days.fieldState.error;
  const help = error?.message ? fieldSentence(label, error.message) : helperText;

  function apply(next: WeekSchedule) {
    start.field.onChange(next.start_time);
    stop.field.onChange(next.stop_time);
    days.field.onChange(next.weekdays);
  }

  function commit(to: Anchor) {
    if (!anchor) return;
    const day = GRID_DAYS[anchor.day];
    if (day) apply(withHours(schedule, day, anchor.hour, to.hour));
    setAnchor(null);
    setHovered(null);
  }

  function moveFocus(next: Anchor) {
    setFocus(next);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${next.day}-${next.hour}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent, at: Anchor) {
    const moves: Record<string, Anchor> = {
      ArrowLeft: { day: at.day, hour: Math.max(0, at.hour - 1) },
      ArrowRight: { day: at.day, hour: Math.min(23, at.hour + 1) },
      ArrowUp: { day: Math.max(0, at.day - 1), hour: at.hour },
      ArrowDown: { day: Math.min(6, at.day + 1), hour: at.hour },
      Home: { day: at.day, hour: 0 },
      End: { day: at.day, hour: 23 },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move);
      if (anchor) setHovered(move.hour);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (locked) return;
      if (anchor) commit(at);
      else setAnchor(at);
    } else if (event.key === 'Escape' && anchor) {
      event.preventDefault();
      setAnchor(null);
    }
  }

  const picking = (day: number, hour: number) =>
    anchor !== null &&
    anchor.day === day &&
    hour >= Math.min(anchor.hour, hovered ?? anchor.hour) &&
    hour <= Math.max(anchor.hour, hovered ?? anchor.hour);

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          ref={grid}
          role="grid"
          aria-labelledby={labelId}
          aria-describedby={help ? helperId : undefined}
          aria-readonly={locked || undefined}
          onPointerLeave={() => setHovered(null)}
          onPointerUp={() => (anchor && hovered !== null ? commit({ day: anchor.day, hour: hovered }) : null)}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(2.75rem, auto) repeat(24, minmax(0.75rem, 1fr))',
            gap: '2px',
            minWidth: 340,
            userSelect: 'none',
            touchAction: 'none',
          }}
        >
          <Box role="row" sx={{ display: 'contents' }}>
            <Box role="columnheader" />
            {HOURS.map((hour) => (
              <Box
                key={hour}
                role="columnheader"
                aria-label={hourLabel(hour)}
                sx={{ fontSize: '0.625rem', color: 'text.secondary', textAlign: 'center' }}
              >
                {hour % 6 === 0 ? hour : ''}
              </Box>
            ))}
          </Box>
          {GRID_DAYS.map((day, dayIndex) => (
            <Box role="row" key={day} sx={{ display: 'contents' }}>
              <Box role="rowheader" sx={{ display: 'flex' }}>
                <ButtonBase
                  disabled={locked}
                  aria-pressed={schedule.weekdays.includes(day)}
                  aria-label={`${dayName(day)}: ${schedule.weekdays.includes(day) ? 'on' : 'off'}`}
                  onClick={() => apply(withDayToggled(schedule, day))}
                  sx={{
                    flex: 1,
                    justifyContent: 'flex-start',
                    px: 0.5,
                    borderRadius: 1,
                    typography: 'caption',
                    fontWeight: schedule.weekdays.includes(day) ? 600 : 400,
                    color: schedule.weekdays.includes(day) ? 'text.primary' : 'text.secondary',
                  }}
                >
                  {dayName(day).slice(0, 3)}
                </ButtonBase>
              </Box>
              {HOURS.map((hour) => {
                const running = cells[dayIndex]?.[hour] ?? false;
                const chosen = picking(dayIndex, hour);
                return (
                  <Box
                    key={hour}
                    role="gridcell"
                    data-cell={`${dayIndex}-${hour}`}
                    tabIndex={focus.day === dayIndex && focus.hour === hour ? 0 : -1}
                    aria-selected={running}
                    aria-label={`${dayName(day)} ${hourLabel(hour)}, ${running ? 'runs' : 'stopped'}`}
                    onFocus={() => setFocus({ day: dayIndex, hour })}
                    onKeyDown={(event) => onKeyDown(event, { day: dayIndex, hour })}
                    onPointerDown={(event) => {
                      if (locked) return;
                      event.currentTarget.releasePointerCapture?.(event.pointerId);
                      setAnchor({ day: dayIndex, hour });
                      setHovered(hour);
                    }}
                    onPointerEnter={() => (anchor ? setHovered(hour) : null)}
                    sx={{
                      height: 24,
                      borderRadius: 0.5,
                      cursor: locked ? 'default' : 'pointer',
                      bgcolor: chosen ? 'secondary.main' : running ? 'primary.main' : 'action.hover',
                      outlineOffset: 1,
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
                    }}
                  />
                );
              })}
            </Box>
          ))}
        </Box>
      </Box>
      {help ? (
        <FormHelperText id={helperId} error={Boolean(error)}>
          {help}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
