import { useQuery } from '@tanstack/react-query';
import { advancedSettingTables } from '../../../../contract';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { Box } from '../../../ui/primitives';
import {
  advancedSettingsQueryOptions,
  type SettingsOwner,
  useSaveAdvancedSettings,
} from '../api/advancedSettings';
import { AdvancedSettingsTable } from '../components/AdvancedSettingsTable';

/** The advanced settings of a service or a cluster, as a section of its page. */
export function AdvancedSettingsSection({ owner, label }: { owner: SettingsOwner; label: string }) {
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
            onSave={(changes) => save.mutateAsync(changes)}
          />
        )}
      </PageState>
    </Box>
  );
}
