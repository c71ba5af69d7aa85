import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePageActions } from '../../../lib/pageActions';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useOrganizations } from '../useShellContext';
import { paletteGroups, type PaletteItem } from './paletteItems';
import { organizationPlace, placeKindLabels, placeOfResult } from './places';
import { readRecentPlaces, rememberPlace } from './recentPlaces';
import { searchQueryOptions } from './searchQuery';
import { endTypingAhead, typedAhead } from './typedAhead';

interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Jump to any organization, project, environment or service by name, or run an action of the page in view, from
 * the keyboard: a combobox whose list follows the text typed (arrows move, Enter opens or runs, Escape closes).
 */
export function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      <VisuallyHidden>
        <span id={titleId}>Go to or run</span>
      </VisuallyHidden>
      {/* Mounted afresh on each opening: the text and the place in the list start over. */}
      {open ? <PaletteBody onClose={onClose} /> : null}
    </Dialog>
  );
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  // What was typed while the palette was on its way is its text; the field has the keyboard from its first paint.
  const [text, setText] = useState(typedAhead);
  useLayoutEffect(endTypingAhead, []);
  const [active, setActive] = useState(0);
  const [recent] = useState(() => readRecentPlaces());
  const actions = usePageActions();
  const { organizations, current } = useOrganizations();
  const organizationId = current?.id;
  const searched = useDebouncedValue(text.trim(), 150);
  const search = useQuery({
    ...searchQueryOptions(organizationId ?? '', searched),
    enabled: Boolean(organizationId) && searched.length > 0,
  });

  const groups = useMemo(() => {
    const found =
      organizationId && searched
        ? (search.data?.results ?? []).flatMap((result) => placeOfResult(organizationId, result) ?? [])
        : [];
    return paletteGroups({
      query: text,
      actions,
      recent,
      organizations: organizations.map(organizationPlace),
      found,
    });
  }, [text, searched, actions, recent, organizations, organizationId, search.data]);
  const items = groups.flatMap((group) => group.items);
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    if (item.type === 'action') {
      if (item.action.disabledReason) return;
      onClose();
      item.action.run();
      return;
    }
    rememberPlace(item.place);
    onClose();
    void navigate(item.place.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number | undefined> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: items.length - 1,
      PageDown: activeIndex + 5,
      PageUp: activeIndex - 5,
    };
    const next = moves[event.key];
    if (next !== undefined && items.length > 0) {
      event.preventDefault();
      const target = Math.max(0, Math.min(items.length - 1, next));
      setActive(target);
      // Not every browser engine scrolls elements (test DOMs do not).
      document.getElementById(optionId(target))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[activeIndex]);
    }
  };

  const waiting = searched !== text.trim() || search.isFetching;
  const status =
    items.length > 0
      ? `${items.length} ${items.length === 1 ? 'choice' : 'choices'}`
      : waiting
        ? 'Searching…'
        : text.trim()
          ? `Nothing named “${text.trim()}”`
          : 'Type a name to search';

  // Each group's first option's place in the whole list, which the active option and the ids count in.
  const offsets = groups.map((_, position) =>
    groups.slice(0, position).reduce((sum, group) => sum + group.items.length, 0),
  );
  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchIcon sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Go to a project, environment or service, or run an action…"
          inputProps={{
            role: 'combobox',
            'aria-label': 'Go to or run',
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': items.length > 0 ? optionId(activeIndex) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
          sx={{ py: 1.5, fontSize: '1rem' }}
        />
      </Box>
      <Box
        id={listId}
        role="listbox"
        aria-label="Places and actions"
        sx={{ maxHeight: { xs: '60vh', sm: 420 }, overflowY: 'auto', py: 0.5 }}
      >
        {groups.map((group, position) => (
          <Box key={group.label} role="group" aria-label={group.label}>
            <Typography
              role="presentation"
              variant="overline"
              component="div"
              sx={{ px: 2, pt: 1, color: 'text.secondary', lineHeight: 2 }}
            >
              {group.label}
            </Typography>
            {group.items.map((item, indexInGroup) => {
              const itemIndex = (offsets[position] ?? 0) + indexInGroup;
              return (
                <PaletteOption
                  key={item.key}
                  id={optionId(itemIndex)}
                  item={item}
                  active={itemIndex === activeIndex}
                  onHover={() => setActive(itemIndex)}
                  onChoose={() => choose(item)}
                />
              );
            })}
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
        }}
      >
        <Typography variant="caption" role="status">
          {status}
        </Typography>
        <Typography variant="caption" sx={{ display: { xs: 'none', sm: 'block' } }}>
          ↑↓ to move · Enter to open or run · Esc to close
        </Typography>
      </Box>
    </>
  );
}

function PaletteOption({
  id,
  item,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  item: PaletteItem;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const disabledReason = item.type === 'action' ? item.action.disabledReason : undefined;
  const [primary, secondary, badge] =
    item.type === 'action'
      ? [item.action.label, disabledReason ?? '', 'Action']
      : [item.place.name, item.place.context, placeKindLabels[item.place.kind]];
  return (
    <Box
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={disabledReason ? true : undefined}
      onMouseMove={onHover}
      // Keeps the focus in the text box, so typing goes on after a click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mx: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        cursor: disabledReason ? 'default' : 'pointer',
        opacity: disabledReason ? 0.6 : 1,
        bgcolor: active ? 'action.selected' : 'transparent',
      }}
    >
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {primary}
        </Typography>
        {secondary ? (
          <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
            {secondary}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {item.type === 'place' && item.recent ? `Recent · ${badge}` : badge}
      </Typography>
    </Box>
  );
}
