import { useQuery } from '@tanstack/react-query';
import { advancedSettingTables } from '../../../../contract';
import type { Permission } from '../../../lib/identity';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { Box } from '../../../ui/primitives';
import {
  advancedSettingsQueryOptions,
  type SettingsOwner,
  useSaveAdvancedSettings,
} from '../api/advancedSettings';
import { AdvancedSettingsTable } from '../components/AdvancedSettingsTable';

interface Props {
  owner: SettingsOwner;
  label: string;
  /** Whether the person may edit them (the page decides, by where the owner is). */
  canEdit: Permission;
}

/** The advanced settings of a service or a cluster, as a section of its page. */
export function AdvancedSettingsSection({ owner, label, canEdit }: Props) {
  const settings = useQuery(advancedSettingsQueryOptions(owner));
  const save = useSaveAdvancedSettings(owner);
  return (
    <Box component="section" aria-labelledby="advanced-settings">
      <SectionHeader
        id="advanced-settings"
        title="Advanced settings"
        description={`The ${label}'s settings beyond its form, as the platform's API names them. Change only what you need: each key's default suits most ${label}s.`}
      />
      <PageState query={settings} action="load the advanced settings">
        {(saved) => (
          <AdvancedSettingsTable
            // Saved settings replace the edits: a new version starts a clean table.
            key={JSON.stringify(saved)}
            owner={label}
            table={advancedSettingTables[owner.kind]}
            saved={saved}
            saving={save.isPending}
            // While access is still being checked the table stays editable, as the other settings forms do: the
            // API refuses an edit that is not allowed anyway.
            readOnlyReason={canEdit.pending ? undefined : canEdit.reason}
            onSave={(changes) => save.mutateAsync(changes)}
          />
        )}
      </PageState>
    </Box>
  );
}
