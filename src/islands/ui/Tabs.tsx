// The island kit's tabs (WAI-ARIA tabs pattern): a tablist of buttons (aria-selected, one in the Tab order),
// arrow keys move and select with wrapping, Home and End jump; each tab controls its tabpanel. Panels are kept
// in the DOM once rendered (hidden when not selected), so what is typed in one survives a switch; what a panel
// holds, and whether it loads lazily, is the caller's (renderPanel).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from './tabKeys';

export type TabItem<K extends string> = { readonly key: K; readonly label: string };

export type TabsProps<K extends string> = {
  /** Prefix of the ids: `${idPrefix}-tab-${key}` and `${idPrefix}-panel-${key}`. */
  idPrefix: string;
  /** The tablist's accessible name. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  renderPanel: (item: TabItem<K>) => ReactNode;
  /** Class names of the list, each tab and each panel (the look is the caller's). */
  classNames?: { list?: string; tab?: string; panel?: string };
};

export default function Tabs<K extends string>({ idPrefix, label, items, selected, onSelect, renderPanel, classNames = {} }: TabsProps<K>) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexForKey(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(items[next]!.key);
    tabRefs.current[next]?.focus();
  }

  return (
    <>
      <div className={classNames.list} role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${item.key}`}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel-${item.key}`}
              tabIndex={isSelected ? 0 : -1}
              className={classNames.tab}
              onClick={() => onSelect(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${idPrefix}-panel-${item.key}`}
          aria-labelledby={`${idPrefix}-tab-${item.key}`}
          hidden={item.key !== selected}
          tabIndex={0}
          className={classNames.panel}
        >
          {renderPanel(item)}
        </div>
      ))}
    </>
  );
}
