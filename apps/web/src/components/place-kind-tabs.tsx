export type PlaceKind = 'parks' | 'stations';

const KIND_NAMES: Record<PlaceKind, string> = { parks: '停车场', stations: '充电站' };

/**
 * 停车场 / 充电站 (or the screen's own `names` for them) as tabs: which kind of place the screen lists. Each screen
 * draws them its own way (`look`: the row, a tab, the chosen tab).
 */
export function PlaceKindTabs({
  chosen,
  onChoose,
  label,
  look,
  names = KIND_NAMES,
}: {
  chosen: PlaceKind;
  onChoose: (kind: PlaceKind) => void;
  label: string;
  look: Record<'tabs' | 'tab' | 'active', string | undefined>;
  names?: Record<PlaceKind, string>;
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
          {names[kind]}
        </button>
      ))}
    </div>
  );
}
