import { useSearchParams } from 'react-router';
import { SegmentedControl } from '../../../../ui/SegmentedControl';

export type StagesView = 'board' | 'timeline';

const options = [
  { value: 'board', label: 'Board' },
  { value: 'timeline', label: 'Timeline' },
] as const;

/** Which view of the stages the address asks for (`?view=timeline`), so a timeline can be linked to. */
export function useStagesView(): [StagesView, (view: StagesView) => void] {
  const [search, setSearch] = useSearchParams();
  const view: StagesView = search.get('view') === 'timeline' ? 'timeline' : 'board';
  const choose = (next: StagesView) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'timeline') params.set('view', 'timeline');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );
  return [view, choose];
}

/** Board or Timeline: the stages as columns to arrange, or a deployment's phases on one time axis. */
export function StagesViewToggle({
  value,
  onChange,
}: {
  value: StagesView;
  onChange: (view: StagesView) => void;
}) {
  return <SegmentedControl label="View" value={value} options={options} onChange={onChange} />;
}
