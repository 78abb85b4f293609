import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';

export interface LightboxImage {
  src: string;
  alt: string;
}

interface LightboxProps {
  images: LightboxImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/**
 * Screenshot viewer on a native modal <dialog>: the page behind is inert (focus stays inside), Escape and a
 * backdrop click close it, ArrowLeft/ArrowRight wrap around, and focus returns to the opener.
 */
export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const { t } = useTranslation('landing');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      closeButton.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  const image = index === null ? undefined : images[index];
  const step = (delta: number) => index !== null && onIndexChange((index + delta + images.length) % images.length);
  // A modal dialog lets Tab leave for the browser's own UI; keep it going round the dialog's buttons.
  const trapTab = (event: React.KeyboardEvent) => {
    const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const handleClose = () => {
    onIndexChange(null);
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-label={image ? t('howItWorks.lightbox.label', { number: (index ?? 0) + 1, total: images.length }) : undefined}
      className="m-auto max-h-[92vh] w-[min(1100px,94vw)] overflow-visible bg-transparent p-0 backdrop:bg-black/80"
      onClose={handleClose}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step(-1);
        else if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'Tab') trapTab(event);
      }}
    >
      {image && (
        <figure className="relative flex flex-col items-center gap-3">
          <img src={image.src} alt={image.alt} width={960} height={640} className="h-auto max-h-[80vh] w-full rounded-xl bg-white object-contain shadow-2xl" />
          <figcaption className="text-sm text-white">{image.alt}</figcaption>
          <div className="flex gap-2">
            <LightboxButton label={t('howItWorks.lightbox.previous')} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden className="size-5" />
            </LightboxButton>
            <LightboxButton label={t('howItWorks.lightbox.close')} onClick={() => dialog.current?.close()} ref={closeButton}>
              <X aria-hidden className="size-5" />
            </LightboxButton>
            <LightboxButton label={t('howItWorks.lightbox.next')} onClick={() => step(1)}>
              <ChevronRight aria-hidden className="size-5" />
            </LightboxButton>
          </div>
        </figure>
      )}
    </dialog>
  );
}

function LightboxButton({ label, children, ...props }: React.ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="grid size-11 place-items-center rounded-full bg-white text-slate-900 shadow hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
      {...props}
    >
      {children}
    </button>
  );
}
