export type PlaceKind = 'parks' | 'stations';

/**
 * 停车场 / 充电站 as tabs: which kind of place the screen lists. Each screen draws them its own way (`look`: the row,
 * a tab, the chosen tab).
 */
export function PlaceKindTabs({
  chosen,
  onChoose,
  label,
  look,
}: {
  chosen: PlaceKind;
  onChoose: (kind: PlaceKind) => void;
  label: string;
  look: Record<'tabs' | 'tab' | 'active', string | undefined>;
}) {
  return (
    <div className={look.tabs} role="tablist" aria-label={label}>
      {(['parks', 'stations'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          role="tab"
          aria-selected={kind === chosen}
          className={kind === chosen ? look.active : look.tab}
          onClick={() => onChoose(kind)}
        >
          {kind === 'parks' ? '停车场' : '充电站'}
        </button>
      ))}
    </div>
  );
}
