import { environmentTypeLabels, type Project } from '../../../../contract';
import { Typography } from '../../../ui/primitives';
import { CellSelect, type MatrixRow, StickyMatrix } from '../../../ui/StickyMatrix';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import {
  effectiveRow,
  environmentTypes,
  type Matrix,
  projectPermissionOptions,
  type ProjectRow,
} from './roleMatrix';

export const ALL_PROJECTS_LABEL = 'All projects, including future ones';

/** A row's name with a line of explanation under it. */
function named(name: string, note: string) {
  return (
    <>
      {name}
      <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {note}
      </Typography>
    </>
  );
}

/**
 * The role's permissions per project and environment type: first the row for all projects (every project the role
 * does not list, those created later included), then each project; one the role does not list shows the first row
 * and becomes listed once changed.
 */
export function ProjectPermissionsMatrix({
  projects,
  matrix,
  lockedReason,
  onChange,
}: {
  projects: readonly Project[];
  matrix: Matrix;
  lockedReason: string | undefined;
  onChange: (change: (current: Matrix) => Matrix) => void;
}) {
  const cellsOf = (
    name: string,
    row: ProjectRow,
    set: (change: (row: ProjectRow) => ProjectRow) => void,
  ) => ({
    admin: (
      <ToggleSwitch
        label={`${name}: project admin`}
        checked={row.isAdmin}
        disabledReason={lockedReason}
        onChange={(isAdmin) => set((current) => ({ ...current, isAdmin }))}
      />
    ),
    ...Object.fromEntries(
      environmentTypes.map((type) => [
        type,
        <CellSelect
          key={type}
          label={`${name}: ${environmentTypeLabels[type]}`}
          value={row.isAdmin ? 'MANAGER' : row.permissions[type]}
          options={projectPermissionOptions}
          disabled={Boolean(lockedReason) || row.isAdmin}
          onChange={(permission) =>
            set((current) => ({ ...current, permissions: { ...current.permissions, [type]: permission } }))
          }
        />,
      ]),
    ),
  });

  const allProjectsRow: MatrixRow = {
    id: 'all-projects',
    header: named(ALL_PROJECTS_LABEL, 'Every project not listed, and those created later'),
    cells: cellsOf(ALL_PROJECTS_LABEL, matrix.allProjects, (change) =>
      onChange((current) => ({ ...current, allProjects: change(current.allProjects) })),
    ),
  };
  const projectRows = projects.map((project): MatrixRow => {
    const listed = matrix.projects[project.id]?.listed ?? false;
    return {
      id: project.id,
      header: listed ? project.name : named(project.name, 'Not listed: follows all projects'),
      cells: cellsOf(project.name, effectiveRow(matrix, project.id), (change) =>
        // A change to a project the role does not list starts from what it showed: the row for all projects.
        onChange((current) => ({
          ...current,
          projects: {
            ...current.projects,
            [project.id]: { ...change(effectiveRow(current, project.id)), listed: true },
          },
        })),
      ),
    };
  });

  return (
    <StickyMatrix
      label="Project permissions"
      corner="Project"
      columns={[
        { id: 'admin', header: 'Project admin' },
        ...environmentTypes.map((type) => ({ id: type, header: environmentTypeLabels[type] })),
      ]}
      rows={[allProjectsRow, ...projectRows]}
    />
  );
}
