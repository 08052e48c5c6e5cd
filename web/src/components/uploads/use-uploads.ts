import { useCallback, useRef, useState } from 'react';
import type { ConfirmedUpload, UploadPurpose } from '#shared/schemas/upload';
import { uploadFile } from './upload-file.ts';

// A queue of files being uploaded, three at a time (spec 2 §9: up to 3 files in parallel), each with
// its progress and its outcome; a confirmed file is handed to `onDone` as soon as it is confirmed,
// with the file chosen (a private image has no link to show, so a view previews the file itself).

export const PARALLEL_UPLOADS = 3;

export interface UploadTask {
  key: number;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

export function useUploads(clientId: string, purpose: UploadPurpose, onDone: (u: ConfirmedUpload, file: File) => void) {
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const next = useRef(0);
  const done = useRef(onDone);
  done.current = onDone;
  const patch = (key: number, change: Partial<UploadTask>) =>
    setTasks((all) => all.map((t) => (t.key === key ? { ...t, ...change } : t)));

  const add = useCallback(
    async (files: File[]) => {
      const queued = files.map((file) => ({ file, key: next.current++ }));
      setTasks((all) => [
        ...all.filter((t) => t.state !== 'done'),
        ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'waiting' as const })),
      ]);
      let i = 0;
      const worker = async () => {
        while (i < queued.length) {
          const { file, key } = queued[i++]!;
          patch(key, { state: 'uploading' });
          try {
            const u = await uploadFile(clientId, file, purpose, (progress) => patch(key, { progress }));
            patch(key, { state: 'done', progress: 1 });
            done.current(u, file);
          } catch (e) {
            patch(key, { state: 'failed', error: (e as Error).message });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queued.length) }, worker));
    },
    [clientId, purpose],
  );

  const busy = tasks.some((t) => t.state === 'waiting' || t.state === 'uploading');
  const dismiss = (key: number) => setTasks((all) => all.filter((t) => t.key !== key));
  return { tasks, add, busy, dismiss };
}
