import { CrumbMenu } from './CrumbMenu';
import type { Place } from './palette/places';
import { useRememberVisit } from './useRememberVisit';

interface NamedRecord {
  id: string;
  name: string;
}

/**
 * The crumb of a record (project, environment, service, cluster): its name, opening a menu of its siblings sorted
 * by name, and, when the page is about it, the place remembered among the palette's recent ones.
 */
export function RecordCrumb<Sibling extends NamedRecord>({
  recordId,
  name,
  fallbackName,
  menuLabel,
  siblings,
  pathOf,
  isCurrentPage,
  visit,
}: {
  recordId: string;
  /** Undefined while it loads, when the crumb reads `fallbackName`. */
  name: string | undefined;
  fallbackName: string;
  menuLabel: string;
  /** The record's siblings, itself among them; while they load, those known (the record alone, or none). */
  siblings: readonly Sibling[];
  pathOf: (sibling: Sibling) => string;
  isCurrentPage: boolean;
  /** The place to remember, once all it names is known. */
  visit: Place | undefined;
}) {
  useRememberVisit(visit);
  return (
    <CrumbMenu
      label={name ?? fallbackName}
      menuLabel={menuLabel}
      currentId={recordId}
      isCurrentPage={isCurrentPage}
      siblings={[...siblings]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((sibling) => ({ id: sibling.id, label: sibling.name, to: pathOf(sibling) }))}
    />
  );
}
