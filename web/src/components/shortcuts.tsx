import { Kbd } from '@mantine/core';
import { useEffect, useRef } from 'react';

// Staff screens' keyboard shortcuts (docs/admin-pipeline.md, Shortcuts): Alt and a letter, matched by
// the key's place (`KeyA`) rather than its character, since on a Mac Option+A types 'å'. Alt+E and
// Alt+F are left alone: Chrome and Firefox open their menus with them.

/** Input types that take typed text: a shortcut pressed there is the person typing, not a command. */
const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether the key went to a place that takes text (an input, a text area, an editable region). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type);
}

/** What `aria-keyshortcuts` says for Alt and a letter. */
export const shortcutKeys = (letter: string) => `Alt+${letter}`;

/**
 * Runs `action` on Alt+`letter` while `enabled`, unless the person is typing in a text field or a
 * dialog holds the focus (its own buttons answer it).
 */
export function useShortcut(letter: string, action: () => void, enabled = true): void {
  // the latest action, without re-adding the listener on every render
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!enabled) return;
    const code = `Key${letter.toUpperCase()}`;
    const down = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.code !== code || e.repeat) return;
      if (isTyping(e.target)) return;
      if (e.target instanceof Element && e.target.closest('[role="dialog"]')) return;
      e.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, [letter, enabled]);
}

/** The shortcut shown on its button; hidden from assistive technology, which reads `aria-keyshortcuts`. */
export function ShortcutHint({ letter }: { letter: string }) {
  return (
    <Kbd size="xs" aria-hidden="true" className="shortcut-hint">
      Alt+{letter}
    </Kbd>
  );
}
