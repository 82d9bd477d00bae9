// The foot of a dialog's form: the form-wide error (said aloud) above Cancel
// and the submit button, the same on every floor dialog.
import { Button, type ButtonVariant } from "./button";

type Props = {
  /** The form-wide error, if any (not a field's: those sit under their field). */
  error?: string;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  isPending: boolean;
};

export function FormFooter({ error, cancelLabel, onCancel, submitLabel, submitVariant, isPending }: Props) {
  return (
    <>
      {error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={submitVariant} disabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
