import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { ActionButton } from './ActionButton';
import { Deferred } from './Deferred';
import { EmptyState } from './EmptyState';
import { usePreloadWhenIdle } from './lazyWithPreload';
import { PageState, type QueryState } from './PageState';
import { SectionHeader } from './SectionHeader';
import { DataTable } from './table/DataTable';
import { TableSkeleton } from './table/TableSkeleton';
import type { Column, Sort } from './table/tableView';
import { useDialogTarget } from './useDialogTarget';

/** What a dialog about one resource receives: the resource outlives `open`, so it stays named while fading out. */
export interface ResourceDialog<R> {
  record: R | undefined;
  open: boolean;
  onClose: () => void;
}

/** What a row's actions may open. */
export interface RowOpeners {
  edit: () => void;
  remove: () => void;
}

export interface ResourceSettingsPageProps<R extends { id: string }> {
  /** Plural, e.g. "Git tokens": heads the section, names the table, and words loading, search and empty states. */
  title: string;
  description: string;
  query: QueryState<{ results: R[] }>;
  columns: Column<R>[];
  /** By name, A to Z, unless set. */
  initialSort?: Sort;
  /** Adds a search box over this text, once there are more than `searchAbove` rows (always by default). */
  searchText: (record: R) => string;
  searchAbove?: number;
  rowActions: (record: R, open: RowOpeners) => ReactNode;
  /** The primary button; opens the form dialog without a record. */
  create: { label: string; disabledReason: string | undefined };
  /** Shows the create button in the header only once there are rows, not while loading. */
  createInHeaderOnlyWithRows?: boolean;
  empty: { icon: ReactNode; description: string; level?: 2 | 3 };
  /** The create (no record) or edit dialog; its code loads when first opened. */
  formDialog: (dialog: ResourceDialog<R>) => ReactNode;
  deleteDialog: (dialog: ResourceDialog<R>) => ReactNode;
  /** Dialogs of the page's own (already deferred). */
  children?: ReactNode;
  /** Code to load once the page is idle, so its dialogs open at once. */
  preload?: { components: readonly { preload: () => Promise<unknown> }[]; enabled?: boolean };
}

const byName: Sort = { column: 'name', direction: 'asc' };

/** An organization's list of one resource: header with the create button, table, empty state, and dialogs. */
export function ResourceSettingsPage<R extends { id: string }>(props: ResourceSettingsPageProps<R>) {
  const { title, query, create, empty, searchAbove = 0 } = props;
  const plural = title.toLowerCase();
  const headingId = `${plural.replaceAll(' ', '-')}-title`;
  // `null` stands for a new resource.
  const form = useDialogTarget<R | null>();
  const deletion = useDialogTarget<R>();
  usePreloadWhenIdle(props.preload?.components ?? [], props.preload?.enabled);

  const rows = query.data?.results.length;
  const inHeader = props.createInHeaderOnlyWithRows ? Boolean(rows) : rows !== 0;
  const createButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => form.show(null)}
      disabledReason={create.disabledReason}
    >
      {create.label}
    </ActionButton>
  );

  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={title}
        description={props.description}
        actions={inHeader ? createButton : undefined}
      />
      <PageState
        query={query}
        action={`view the ${plural} of this organization`}
        pending={<TableSkeleton label={`Loading ${plural}`} />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            level={empty.level ?? 3}
            icon={empty.icon}
            title={`No ${plural} yet`}
            description={empty.description}
            action={createButton}
          />
        }
      >
        {(data) => (
          <DataTable
            label={title}
            columns={props.columns}
            rows={data.results}
            getRowId={(record) => record.id}
            initialSort={props.initialSort ?? byName}
            search={
              data.results.length > searchAbove
                ? { label: `Search ${plural}`, text: props.searchText }
                : undefined
            }
            rowActions={(record) =>
              props.rowActions(record, { edit: () => form.show(record), remove: () => deletion.show(record) })
            }
          />
        )}
      </PageState>
      <Deferred when={form.target !== undefined}>
        {props.formDialog({ record: form.target ?? undefined, open: form.open, onClose: form.close })}
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        {props.deleteDialog({ record: deletion.target, open: deletion.open, onClose: deletion.close })}
      </Deferred>
      {props.children}
    </section>
  );
}
