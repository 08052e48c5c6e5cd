import { describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('#web/api/client.ts', () => ({ call, isApiError: () => false }));
const { uploadFile } = await import('./upload-file.ts');

describe('a file of a type its field does not take', () => {
  it('is refused before anything is signed, naming the types the field takes', async () => {
    const pdf = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' });
    await expect(uploadFile('c', pdf, 'loyalty')).rejects.toThrow(
      'Could not upload file. Only PNG or JPEG files can be uploaded here.',
    );
    const gif = new File(['GIF89a'], 'label.gif', { type: 'image/gif' });
    await expect(uploadFile('c', gif, 'coa')).rejects.toThrow(
      'Could not upload file. Only PDF or WCIA JSON files can be uploaded here.',
    );
    expect(call).not.toHaveBeenCalled();
  });
});
