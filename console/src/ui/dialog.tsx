import { type ReactNode, useEffect, useRef } from 'react';

/** A modal on the native <dialog>: focus trap, Escape and the backdrop come with it. */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={wide ? 'dialog wide' : 'dialog'} aria-label={title} onClose={onClose} onCancel={onClose}>
      <header className="dialog-header">
        <h2>{title}</h2>
        <button type="button" className="icon" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
