import AddIcon from '@mui/icons-material/Add';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unifiedVariableEndpoints, type VariableResponse } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { plural } from '../../../lib/format';
import { Deferred } from '../../../ui/Deferred';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { downloadText } from '../../../ui/logs/download';
import { Button, Stack } from '../../../ui/primitives';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { useNotify } from '../../../ui/notice';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { variablesQueryOptions } from '../api/getVariables';
import { describeLeftOut, exportDotenv } from '../model/exportEnv';
import { aliasLevels, levelsOf, ownLevel, overrideLevels, type VariableContext } from '../model/levels';
import { AliasOverrideDialog, type DerivedKind } from './AliasOverrideDialog';
import { DeleteVariablesDialog } from './DeleteVariablesDialog';
import { EffectiveVariables } from './EffectiveVariables';
import { ImportDialog } from './ImportDialog';
import { RawEditor } from './RawEditor';
import { RedeployNotice } from './RedeployNotice';
import { VariableFormDialog } from './VariableFormDialog';
import { VariablesTable } from './VariablesTable';

type Mode = 'table' | 'text' | 'effective';

/**
 * The variables of a project, an environment or a service: the table of all that reach it, a text mode for its own
 * plain values, and for a service what it finally receives. The same section at every scope.
 */
export function VariablesSection({
  context,
  organizationId,
  fileName,
}: {
  context: VariableContext;
  organizationId: string;
  /** The exported file's name without extension, e.g. the service's. */
  fileName: string;
}) {
  const level = ownLevel(context);
  const levels = levelsOf(context);
  const query = useQuery(variablesQueryOptions(level));
  const permission = usePermission(unifiedVariableEndpoints.create, organizationId);
  const canWrite = permission.allowed;
  const notify = useNotify();
  const [mode, setMode] = useState<Mode>('table');
  const creating = useDialogTarget<'new'>();
  const editing = useDialogTarget<VariableResponse>();
  const deriving = useDialogTarget<{ kind: DerivedKind; original: VariableResponse }>();
  const deleting = useDialogTarget<VariableResponse[]>();
  const importing = useDialogTarget<'import'>();
  const [importKey, setImportKey] = useState(0);
  const variables = query.data?.results;
  const service = context.service;
  // Every service kind holding variables answers its effective set.
  const effectiveKind = service?.kind;

  const exportFile = () => {
    const { text, exported, leftOut } = exportDotenv(variables ?? []);
    downloadText(`${fileName}.env`, text);
    const missing = describeLeftOut(leftOut);
    notify({
      severity: missing ? 'warning' : 'info',
      message: missing
        ? `Exported ${plural(exported, 'variable')}. ${missing} The file lists them in comments at its top.`
        : `Exported ${plural(exported, 'variable')}.`,
    });
  };

  const importButton = (
    <Button
      variant="outlined"
      startIcon={<UploadFileOutlinedIcon />}
      disabled={!canWrite}
      onClick={() => {
        setImportKey((key) => key + 1);
        importing.show('import');
      }}
    >
      Import .env
    </Button>
  );
  const newButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      disabled={!canWrite}
      onClick={() => creating.show('new')}
    >
      New variable
    </Button>
  );
  const toolbar = (
    <>
      {importButton}
      <Button variant="outlined" startIcon={<DownloadOutlinedIcon />} onClick={exportFile}>
        Export .env
      </Button>
      {newButton}
    </>
  );

  if (query.isError)
    return (
      <ErrorState error={query.error} action="read these variables" onRetry={() => void query.refetch()} />
    );

  return (
    <Stack spacing={2}>
      <RedeployNotice context={context} variables={variables} />
      <SegmentedControl
        label="Show"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'table', label: 'Table' },
          { value: 'text', label: 'Edit as text' },
          ...(effectiveKind ? [{ value: 'effective' as const, label: 'Effective values' }] : []),
        ]}
      />
      {mode === 'effective' && effectiveKind && service ? (
        <EffectiveVariables kind={effectiveKind} serviceId={service.id} />
      ) : mode === 'text' && variables ? (
        <RawEditor variables={variables} level={level} canWrite={canWrite} />
      ) : (
        <VariablesTable
          variables={variables}
          context={context}
          canWrite={canWrite}
          toolbar={toolbar}
          empty={
            <EmptyState
              level={3}
              title="No variables yet"
              description="Variables and secrets set here reach the services under this scope when they are deployed."
              action={
                <Stack direction="row" spacing={1}>
                  {importButton}
                  {newButton}
                </Stack>
              }
            />
          }
          actions={{
            onEdit: editing.show,
            onAlias: (original) => deriving.show({ kind: 'alias', original }),
            onOverride: (original) => deriving.show({ kind: 'override', original }),
            onDelete: deleting.show,
          }}
        />
      )}
      <Deferred when={creating.target !== undefined}>
        <VariableFormDialog open={creating.open} onClose={creating.close} levels={levels} />
      </Deferred>
      <Deferred when={editing.target !== undefined}>
        <VariableFormDialog
          key={editing.target?.id}
          open={editing.open}
          onClose={editing.close}
          levels={levels}
          variable={editing.target}
        />
      </Deferred>
      {deriving.target ? (
        <AliasOverrideDialog
          key={`${deriving.target.kind}-${deriving.target.original.id}`}
          kind={deriving.target.kind}
          original={deriving.target.original}
          levels={
            deriving.target.kind === 'alias'
              ? aliasLevels(deriving.target.original, context)
              : overrideLevels(deriving.target.original, context)
          }
          open={deriving.open}
          onClose={deriving.close}
        />
      ) : null}
      {deleting.target ? (
        <DeleteVariablesDialog variables={deleting.target} open={deleting.open} onClose={deleting.close} />
      ) : null}
      {importing.target ? (
        <ImportDialog
          key={importKey}
          open={importing.open}
          onClose={importing.close}
          context={context}
          levels={levels}
          variables={variables ?? []}
        />
      ) : null}
    </Stack>
  );
}
