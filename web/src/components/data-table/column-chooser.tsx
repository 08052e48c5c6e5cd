import { Button, Popover, Text } from '@mantine/core';
import type { VisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

/** Which columns a table shows: those it hides until chosen, and where the choice is remembered. */
export interface ColumnChoice {
  /** The localStorage key the person's choice is kept under, one per table. */
  storageKey: string;
  /** The columns hidden until the person shows them, so the table fits 1280 px. */
  hidden: readonly string[];
}

const read = (choice: ColumnChoice): VisibilityState => {
  const kept = (() => {
    try {
      const raw = window.localStorage.getItem(choice.storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      // storage refused (a private window's quota) or a value that is not ours: the defaults
      return {};
    }
  })();
  return {
    ...Object.fromEntries(choice.hidden.map((id) => [id, false])),
    ...Object.fromEntries(Object.entries(kept).filter((e): e is [string, boolean] => typeof e[1] === 'boolean')),
  };
};

/** The visibility state of a table with a column chooser, read from and kept in localStorage. */
export function useColumnChoice(choice: ColumnChoice | undefined) {
  const [visibility, setVisibility] = useState<VisibilityState>(() => (choice ? read(choice) : {}));
  const change = useCallback(
    (id: string, shown: boolean) =>
      setVisibility((current) => {
        const next = { ...current, [id]: shown };
        try {
          if (choice) window.localStorage.setItem(choice.storageKey, JSON.stringify(next));
        } catch {
          // not kept: the choice still holds for this visit
        }
        return next;
      }),
    [choice],
  );
  return { visibility, change };
}

/**
 * The 'Columns' button: a checkbox per column, the shown ones ticked. Columns past what fits
 * 1280 px start hidden; the person's choice is kept per table in the browser.
 */
export function ColumnChooser({
  caption,
  columns,
  visibility,
  onChange,
}: {
  caption: string;
  columns: readonly { id: string; label: string }[];
  visibility: VisibilityState;
  onChange: (id: string, shown: boolean) => void;
}) {
  const shownCount = columns.filter((c) => visibility[c.id] !== false).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default">
          Columns ({shownCount} of {columns.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <fieldset className="data-table-columns">
          <legend>
            <Text size="sm" fw={600} component="span">
              Columns of {caption.toLowerCase()}
            </Text>
          </legend>
          {columns.map((c) => (
            <label key={c.id} className="data-table-column-choice">
              <input
                type="checkbox"
                checked={visibility[c.id] !== false}
                onChange={(e) => onChange(c.id, e.currentTarget.checked)}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
      </Popover.Dropdown>
    </Popover>
  );
}
