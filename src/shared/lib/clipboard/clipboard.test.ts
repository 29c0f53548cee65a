import { afterEach, describe, expect, it, vi } from 'vitest';

import { copyText } from './clipboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('writes the text and reports success', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('https://example.test/r/abc')).resolves.toEqual({ ok: true });
    expect(writeText).toHaveBeenCalledWith('https://example.test/r/abc');
  });

  it('reports failure when the browser refuses', async () => {
    const refusal = new DOMException('Document is not focused.', 'NotAllowedError');
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(refusal) } });
    await expect(copyText('x')).resolves.toEqual({ ok: false, error: refusal });
  });

  it('reports failure when there is no clipboard at all', async () => {
    vi.stubGlobal('navigator', {});
    const result = await copyText('x');
    expect(result.ok).toBe(false);
  });
});
