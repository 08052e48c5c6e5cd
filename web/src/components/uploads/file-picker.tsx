import { Button, VisuallyHidden } from '@mantine/core';
import { useId, useRef } from 'react';

/** A keyboard-usable button that opens the file chooser (the input itself stays for screen readers and tests). */
export function FilePicker({
  label,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <VisuallyHidden>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          tabIndex={-1}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </VisuallyHidden>
      <Button variant="default" size="xs" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
