import { CloseButton, Group, List, Stack, Text } from '@mantine/core';
import * as uploadMessages from '#shared/messages/client/uploads';
import type { ConfirmedUpload } from '#shared/schemas/upload';
import { FilePicker } from './file-picker.tsx';
import { LabLinkField } from './lab-link-field.tsx';
import { uploadFromLink } from './upload-file.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useUploads } from './use-uploads.ts';

/** A document as a record keeps it: the bucket key of a confirmed private PDF (or WCIA JSON) and its file name. */
export type DocumentRef = Pick<ConfirmedUpload, 'key' | 'fileName'>;

/**
 * PDFs attached to a record (a test result's lab certificates), and a lab's WCIA JSON lab result
 * beside them, uploaded or fetched from the lab's link: upload several, three at a time;
 * the control is disabled while files upload ('files are uploading', spec 2 §2); deleting one
 * removes it from the list. `max` caps how many the list may hold.
 */
export function DocumentList({
  clientId,
  label,
  value,
  onChange,
  max = 100,
  readOnly = false,
  onUploaded,
}: {
  clientId: string;
  label: string;
  value: DocumentRef[];
  onChange: (docs: DocumentRef[]) => void;
  max?: number;
  readOnly?: boolean;
  /** Each file once confirmed, with its upload id (the test result form reads a certificate by it). */
  onUploaded?: ((upload: ConfirmedUpload) => void) | undefined;
}) {
  const latest = { value };
  // a file from the picker and a document from a lab's link join the list the same way
  const attach = (u: ConfirmedUpload) => {
    onChange((latest.value = [...latest.value, { key: u.key, fileName: u.fileName }]));
    onUploaded?.(u);
  };
  const { tasks, add, busy, dismiss } = useUploads(clientId, 'coa', attach);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value.length ? (
        <List size="sm" spacing={4}>
          {value.map((d) => (
            <List.Item key={d.key}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm">{d.fileName}</Text>
                {!readOnly && (
                  <CloseButton
                    size="sm"
                    aria-label={`Delete ${d.fileName}`}
                    onClick={() => onChange(value.filter((x) => x.key !== d.key))}
                  />
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          No documents attached.
        </Text>
      )}
      {!readOnly && (
        <Group gap="xs">
          <FilePicker
            label={busy ? uploadMessages.filesUploading : `Attach ${label}`}
            accept="application/pdf,application/json,.json"
            multiple={max > 1}
            disabled={busy || value.length >= max}
            onFiles={(files) => void add(files.slice(0, Math.max(0, max - value.length)))}
          />
        </Group>
      )}
      {!readOnly && value.length < max && (
        <LabLinkField send={(url) => uploadFromLink(clientId, url)} onSent={attach} disabled={busy} />
      )}
      <UploadProgress tasks={tasks} onDismiss={dismiss} />
    </Stack>
  );
}
