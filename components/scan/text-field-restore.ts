"use client";
// When a scanner types into a focused text field, the burst lands there first
// (a person's typing is never held back); once it turns out to be a scan, the
// field gets back the value it had before the burst.

export type FieldSnapshot = {
  element: HTMLInputElement | HTMLTextAreaElement;
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
};

const textInputTypes = new Set(["text", "search", "email", "url", "tel", "password", "number", ""]);

/** A focused element that takes typed text: a text input, a textarea, a select or contenteditable. */
export function isEditable(element: EventTarget | null): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element instanceof HTMLInputElement) return textInputTypes.has(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    element.isContentEditable
  );
}

export function snapshotField(element: HTMLElement): FieldSnapshot | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  let selectionStart: number | null = null;
  let selectionEnd: number | null = null;
  try {
    selectionStart = element.selectionStart;
    selectionEnd = element.selectionEnd;
  } catch {
    // number inputs have no selection
  }
  return { element, value: element.value, selectionStart, selectionEnd };
}

/**
 * Puts the value back through the native setter and an "input" event, so a
 * React-controlled field updates its state as if the person had typed it.
 */
export function restoreField(snapshot: FieldSnapshot): void {
  const { element } = snapshot;
  if (element.value === snapshot.value) return;
  const prototype =
    element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, snapshot.value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
  if (snapshot.selectionStart !== null && snapshot.selectionEnd !== null) {
    try {
      element.setSelectionRange(snapshot.selectionStart, snapshot.selectionEnd);
    } catch {
      // the type has no selection
    }
  }
}
